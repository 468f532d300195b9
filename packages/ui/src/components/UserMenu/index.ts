export {
  UserMenu,
  USER_MENU_ACTIONS,
  USER_MENU_LINKS,
  type UserMenuAction,
  type UserMenuLinks,
  type UserMenuProps,
} from './UserMenu';
export { userMenuMessages } from './UserMenu.messages';
