export { LazyCategoryMenu, preloadCategoryMenu, type LazyCategoryMenuProps } from './LazyCategoryMenu';
