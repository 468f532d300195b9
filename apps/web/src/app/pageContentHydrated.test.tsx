import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Whether the page's content has hydrated is page-wide state: each test loads the module afresh.
async function fresh() {
  vi.resetModules();
  return import('./pageContentHydrated');
}

afterEach(cleanup);

describe("the page's content hydrated", () => {
  it('runs what waits for it once the content commits, and later tasks at once', async () => {
    const { afterPageContentHydrates, PageContentHydrated } = await fresh();
    const task = vi.fn();
    afterPageContentHydrates(task);
    expect(task).not.toHaveBeenCalled();
    render(<PageContentHydrated />);
    expect(task).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    afterPageContentHydrates(later);
    expect(later).toHaveBeenCalledTimes(1);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
