export {
  LazyLanguageSwitcher,
  preloadLanguageSwitcher,
  type LazyLanguageSwitcherProps,
} from './LazyLanguageSwitcher';
