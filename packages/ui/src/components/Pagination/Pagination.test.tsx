import { PAGINATION_WINDOW } from '@tijara/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../../provider';
import { latinDigits, Pagination, type PaginationProps } from './Pagination';

afterEach(cleanup);

function renderPager(props: Partial<PaginationProps> = {}, locale: 'en' | 'ar' = 'en') {
  const onChange = vi.fn();
  render(
    <UIProvider locale={locale}>
      <Pagination total={200} pageSize={10} page={1} onChange={onChange} {...props} />
    </UIProvider>,
  );
  return onChange;
}

/** The visible slots between previous and next: page numbers and ellipses. */
function slots(): string[] {
  const items = within(screen.getByRole('navigation')).getAllByRole('listitem', { hidden: true });
  return items.slice(1, -1).map((item) => item.textContent ?? '');
}

describe('Pagination (spec sections 5 and 9)', () => {
  it('counts the pages as ceil(total / page size)', () => {
    renderPager({ total: 95, pageSize: 10 });
    expect(screen.getByRole('button', { name: 'Page 10' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 11' })).toBeNull();
  });

  it('shows at most 7 slots with ellipses where pages are skipped', () => {
    renderPager({ page: 10 });
    expect(slots()).toEqual(['1', '…', '9', '10', '11', '…', '20']);
    expect(slots()).toHaveLength(PAGINATION_WINDOW);
    expect(screen.getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows every page when there are 7 or fewer', () => {
    renderPager({ total: 70 });
    expect(slots()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('disables previous on the first page and next on the last', () => {
    renderPager({ page: 1 });
    expect(screen.getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    cleanup();
    renderPager({ page: 20 });
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
  });

  it('calls onChange with the previous, next or chosen page', () => {
    const onChange = renderPager({ page: 5 });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 20' }));
    expect(onChange.mock.calls).toEqual([[6], [4], [20]]);
  });

  it.each([
    ['999', 20],
    ['0', 1],
    ['7', 7],
    ['١٢', 12],
  ])('clamps the jump-to page %s to %i', (typed, expected) => {
    const onChange = renderPager({ page: 3 });
    const input = screen.getByRole('textbox', { name: 'Go to page' });
    fireEvent.change(input, { target: { value: typed } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onChange).toHaveBeenCalledWith(expected);
    expect((input as HTMLInputElement).value).toBe(String(expected));
  });

  it('is a named navigation landmark with built-in strings in Arabic', () => {
    renderPager({}, 'ar');
    expect(screen.getByRole('navigation', { name: 'ترقيم الصفحات' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'الصفحة التالية' })).toBeTruthy();
  });

  it('reads Arabic-Indic digits as Latin ones and drops other characters', () => {
    expect(latinDigits('١٢a3')).toBe('123');
    expect(latinDigits('۴۵')).toBe('45');
  });
});
