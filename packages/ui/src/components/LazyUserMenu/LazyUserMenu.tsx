import type { ComponentType } from 'react';
import { lazyModule, useLazyMenu, type LazyModule } from '../../lazy/lazyMenu';
import type { UserMenuProps } from '../UserMenu/UserMenu';
import { UserMenuButton, UserMenuLogInLink } from '../UserMenu/UserMenuButton';

/** What the lazy menu needs of the full component's module. */
export interface UserMenuModule {
  UserMenu: ComponentType<UserMenuProps>;
}

/** The props of `LazyUserMenu`: `UserMenu`'s, with its open state kept inside. */
export type LazyUserMenuProps = Omit<UserMenuProps, 'isOpen' | 'defaultOpen' | 'triggerRef'>;

const userMenuModule = lazyModule(() => import('../UserMenu/UserMenu'));

/**
 * Downloads the user menu's code ahead of need, for example when the browser is idle. Never
 * rejects: a failed download is tried again at the next hover, focus or press.
 */
export function preloadUserMenu(): Promise<void> {
  return userMenuModule.load().then(
    () => undefined,
    () => undefined,
  );
}

/** Builds a lazy user menu on a module loader (stories pass a slow one). */
export function lazyUserMenu(module: LazyModule<UserMenuModule>) {
  return function LazyUserMenu({ onOpenChange, ...props }: LazyUserMenuProps) {
    const lazy = useLazyMenu(module, onOpenChange);
    if (lazy.loaded) {
      const { UserMenu } = lazy.loaded;
      return (
        <UserMenu
          {...props}
          triggerRef={lazy.triggerRef}
          isOpen={lazy.isOpen}
          onOpenChange={lazy.onOpenChange}
        />
      );
    }
    // A guest has no menu: the login link needs nothing more.
    if (!props.user) return <UserMenuLogInLink href={props.loginHref} className={props.className} />;
    return (
      <UserMenuButton
        {...lazy.trigger}
        userName={props.user.userName}
        aria-haspopup="true"
        aria-expanded={false}
        className={props.className}
      />
    );
  };
}

/**
 * `UserMenu` split in two: the greeting button (or a guest's login link) shows at once, without
 * the menu's code (menu, popover, confirmation dialog), which downloads when the buyer points at,
 * focuses or presses the button (or on `preloadUserMenu()`). A press made before the code arrives
 * opens the menu when it does. Same props as `UserMenu`.
 */
export const LazyUserMenu = lazyUserMenu(userMenuModule);
