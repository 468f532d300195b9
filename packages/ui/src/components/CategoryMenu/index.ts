export { CategoryMenu, type CategoryMenuProps } from './CategoryMenu';
export { CategoryMenuLink, type CategoryMenuLinkProps } from './CategoryMenuButton';
export { categoryMenuMessages } from './CategoryMenu.messages';
