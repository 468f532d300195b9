import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../../provider';
import { LANGUAGE_NAMES, LanguageSwitcher } from './LanguageSwitcher';

afterEach(cleanup);

describe('LanguageSwitcher', () => {
  it('names the four languages in their own scripts', () => {
    expect(LANGUAGE_NAMES).toEqual({ ar: 'العربية', ckb: 'کوردی', en: 'English', zh: '中文' });
  });

  it('shows the current language with its lang attribute', () => {
    render(
      <UIProvider locale="en">
        <LanguageSwitcher value="ckb" onChange={vi.fn()} />
      </UIProvider>,
    );
    const name = screen.getByRole('button', { name: /Language/ }).querySelector('[lang="ckb"]');
    expect(name?.textContent).toBe('کوردی');
  });
});
