export { CategoryMenu, type CategoryMenuProps } from './CategoryMenu';
export { categoryMenuMessages } from './CategoryMenu.messages';
