export { CategoryMenu, categoryHref, type CategoryMenuProps } from './CategoryMenu';
export { categoryMenuMessages } from './CategoryMenu.messages';
