export { CategorySheet, type CategorySheetProps } from './CategorySheet';
export { categorySheetMessages } from './CategorySheet.messages';
