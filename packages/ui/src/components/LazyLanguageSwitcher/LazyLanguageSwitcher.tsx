import type { ComponentType } from 'react';
import { lazyModule, useLazyMenu, type LazyModule } from '../../lazy/lazyMenu';
import type { LanguageSwitcherProps } from '../LanguageSwitcher/LanguageSwitcher';
import { LanguageSwitcherButton } from '../LanguageSwitcher/LanguageSwitcherButton';

/** What the lazy switcher needs of the full component's module. */
export interface LanguageSwitcherModule {
  LanguageSwitcher: ComponentType<LanguageSwitcherProps>;
}

/** The props of `LazyLanguageSwitcher`: `LanguageSwitcher`'s, with its open state kept inside. */
export type LazyLanguageSwitcherProps = Omit<LanguageSwitcherProps, 'isOpen' | 'defaultOpen' | 'triggerRef'>;

const languageSwitcherModule = lazyModule(() => import('../LanguageSwitcher/LanguageSwitcher'));

/**
 * Downloads the language list's code ahead of need, for example when the browser is idle. Never
 * rejects: a failed download is tried again at the next hover, focus or press.
 */
export function preloadLanguageSwitcher(): Promise<void> {
  return languageSwitcherModule.load().then(
    () => undefined,
    () => undefined,
  );
}

/** Builds a lazy language switcher on a module loader (stories pass a slow one). */
export function lazyLanguageSwitcher(module: LazyModule<LanguageSwitcherModule>) {
  return function LazyLanguageSwitcher({ onOpenChange, ...props }: LazyLanguageSwitcherProps) {
    const lazy = useLazyMenu(module, onOpenChange);
    if (!lazy.loaded) {
      return (
        <LanguageSwitcherButton
          {...lazy.trigger}
          value={props.value}
          isDisabled={props.isDisabled}
          className={props.className}
        />
      );
    }
    const { LanguageSwitcher } = lazy.loaded;
    return (
      <LanguageSwitcher
        {...props}
        triggerRef={lazy.triggerRef}
        isOpen={lazy.isOpen}
        onOpenChange={lazy.onOpenChange}
      />
    );
  };
}

/**
 * `LanguageSwitcher` split in two: the button (globe and current language) shows at once, without
 * the list's code, which downloads when the buyer points at, focuses or presses it (or on
 * `preloadLanguageSwitcher()`). A press made before the code arrives opens the list when it does.
 * Same props as `LanguageSwitcher`.
 */
export const LazyLanguageSwitcher = lazyLanguageSwitcher(languageSwitcherModule);
