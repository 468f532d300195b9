export {
  SAVED_CARD_BRAND_NAMES,
  SAVED_CARD_BRANDS,
  SavedCard,
  SavedCardPicker,
  type SavedCardBrand,
  type SavedCardData,
  type SavedCardOption,
  type SavedCardPickerProps,
  type SavedCardProps,
} from './SavedCard';
