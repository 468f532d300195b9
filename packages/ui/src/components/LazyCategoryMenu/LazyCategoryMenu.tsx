import type { ComponentType } from 'react';
import { lazyModule, useLazyMenu, type LazyModule } from '../../lazy/lazyMenu';
import type { CategoryMenuProps } from '../CategoryMenu/CategoryMenu';
import { CategoryMenuButton } from '../CategoryMenu/CategoryMenuButton';

/** What the lazy menu needs of the full component's module. */
export interface CategoryMenuModule {
  CategoryMenu: ComponentType<CategoryMenuProps>;
}

/** The props of `LazyCategoryMenu`: `CategoryMenu`'s, with its open state kept inside. */
export type LazyCategoryMenuProps = Omit<CategoryMenuProps, 'isOpen' | 'defaultOpen' | 'triggerRef'>;

const categoryMenuModule = lazyModule(() => import('../CategoryMenu/CategoryMenu'));

/**
 * Downloads the category menu's code ahead of need, for example when the browser is idle. Never
 * rejects: a failed download is tried again at the next hover, focus or press.
 */
export function preloadCategoryMenu(): Promise<void> {
  return categoryMenuModule.load().then(
    () => undefined,
    () => undefined,
  );
}

/** Builds a lazy category menu on a module loader (stories pass a slow one). */
export function lazyCategoryMenu(module: LazyModule<CategoryMenuModule>) {
  return function LazyCategoryMenu({ onOpenChange, ...props }: LazyCategoryMenuProps) {
    const lazy = useLazyMenu(module, onOpenChange);
    if (!lazy.loaded) {
      return (
        <CategoryMenuButton
          {...lazy.trigger}
          aria-haspopup="true"
          aria-expanded={false}
          className={props.className}
        />
      );
    }
    const { CategoryMenu } = lazy.loaded;
    return (
      <CategoryMenu
        {...props}
        triggerRef={lazy.triggerRef}
        isOpen={lazy.isOpen}
        onOpenChange={lazy.onOpenChange}
      />
    );
  };
}

/**
 * `CategoryMenu` split in two: the "All categories" button shows at once, without the menu's
 * code, which downloads when the buyer points at, focuses or presses the button (or on
 * `preloadCategoryMenu()`). A press made before the code arrives opens the menu when it does.
 * Same props as `CategoryMenu`.
 */
export const LazyCategoryMenu = lazyCategoryMenu(categoryMenuModule);
