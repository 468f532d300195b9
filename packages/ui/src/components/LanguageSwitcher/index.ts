export { LANGUAGE_NAMES, LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher';
export { languageSwitcherMessages } from './LanguageSwitcher.messages';
