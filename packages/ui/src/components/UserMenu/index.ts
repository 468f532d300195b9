export {
  UserMenu,
  USER_MENU_ACTIONS,
  type UserMenuAction,
  type UserMenuLinks,
  type UserMenuProps,
} from './UserMenu';
export { userMenuMessages } from './UserMenu.messages';
