import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../provider';
import {
  LazyCategoryMenu,
  lazyCategoryMenu,
  preloadCategoryMenu,
  type CategoryMenuModule,
} from '../components/LazyCategoryMenu/LazyCategoryMenu';
import { lazyModule } from './lazyMenu';

afterEach(cleanup);

/** A loader that waits until the test releases it, as a slow network would. */
function gated() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const importer = vi.fn(() => gate.then(() => import('../components/CategoryMenu/CategoryMenu')));
  return { importer, module: lazyModule<CategoryMenuModule>(importer), release };
}

const categories = [{ categoryId: '1', categoryName: 'Electronics' }];
const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('lazyModule', () => {
  it('loads once, keeps the module, and tries again after a failed download', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('menu');
    const module = lazyModule(importer);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.current).toBeUndefined();
    await expect(Promise.all([module.load(), module.load()])).resolves.toEqual(['menu', 'menu']);
    expect(importer).toHaveBeenCalledTimes(2);
    expect(module.current).toBe('menu');
  });
});

describe('a lazy menu', () => {
  it('shows its button at once and downloads the menu only on intent', async () => {
    const slow = gated();
    const Menu = lazyCategoryMenu(slow.module);
    render(
      <UIProvider locale="en">
        <Menu categories={categories} getHref={null} />
      </UIProvider>,
    );
    const button = screen.getByRole('button', { name: 'All categories' });
    expect(button.getAttribute('aria-haspopup')).toBe('true');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await flush();
    expect(slow.importer).not.toHaveBeenCalled();
    act(() => button.focus());
    expect(slow.importer).toHaveBeenCalledOnce();
  });

  it('opens, with focus on its button, when pressed before the menu arrived', async () => {
    const slow = gated();
    const onOpenChange = vi.fn();
    const Menu = lazyCategoryMenu(slow.module);
    render(
      <UIProvider locale="en">
        <Menu categories={categories} getHref={null} onOpenChange={onOpenChange} />
      </UIProvider>,
    );
    const light = screen.getByRole('button', { name: 'All categories' });
    act(() => light.focus());
    fireEvent.click(light);
    await flush();
    expect(screen.queryByRole('menu')).toBeNull();
    slow.release();
    const menu = await screen.findByRole('menu', { name: 'All categories' });
    expect(menu.textContent).toContain('Electronics');
    expect(onOpenChange).toHaveBeenCalledWith(true);
    await flush();
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? menu, { key: 'Escape' });
    await flush();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    // The full menu's own button replaced the light one and took its focus before the menu
    // opened, so closing the menu returns focus to it.
    const button = screen.getByRole('button', { name: 'All categories' });
    expect(button).not.toBe(light);
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('stays a light button when the download fails, and tries again on the next press', async () => {
    const importer = vi
      .fn<() => Promise<CategoryMenuModule>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(() => import('../components/CategoryMenu/CategoryMenu'));
    const Menu = lazyCategoryMenu(lazyModule(importer));
    render(
      <UIProvider locale="en">
        <Menu categories={categories} getHref={null} />
      </UIProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'All categories' }));
    await flush();
    expect(screen.queryByRole('menu')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'All categories' }));
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('is the full menu from the start once its code has been preloaded', async () => {
    await expect(preloadCategoryMenu()).resolves.toBeUndefined();
    render(
      <UIProvider locale="en">
        <LazyCategoryMenu categories={categories} getHref={null} />
      </UIProvider>,
    );
    // No download to wait for: the press opens the menu in the same turn.
    fireEvent.click(screen.getByRole('button', { name: 'All categories' }));
    expect(screen.getByRole('menu').textContent).toContain('Electronics');
  });
});
