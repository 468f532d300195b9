export { StageAmount, type StageAmountProps } from './StageAmount';
