export { FieldHelp, FieldLabel, type FieldTextProps } from './Field';
export * as fieldStyles from './Field.css';
