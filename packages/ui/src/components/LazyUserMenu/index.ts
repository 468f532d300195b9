export { LazyUserMenu, preloadUserMenu, type LazyUserMenuProps } from './LazyUserMenu';
