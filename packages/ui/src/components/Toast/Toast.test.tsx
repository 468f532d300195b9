import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../../provider';
import { ToastRegion } from './Toast';
import { showToast, TOAST_MAX_VISIBLE, TOAST_TIMEOUT_MS, toastQueue } from './toastQueue';

function renderRegion(locale: 'ar' | 'en' = 'en') {
  return render(
    <UIProvider locale={locale}>
      <ToastRegion />
    </UIProvider>,
  );
}

/** Lets fake time pass, with React's updates applied. */
function advance(milliseconds: number) {
  act(() => {
    vi.advanceTimersByTime(milliseconds);
  });
}

const visibleMessages = () =>
  screen.queryAllByRole('alertdialog').map((toast) => within(toast).getByRole('alert').textContent);

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    act(() => {
      toastQueue.clear();
    });
    cleanup();
    vi.useRealTimers();
  });

  it('closes a toast by itself after 3 seconds (spec section 9)', () => {
    expect(TOAST_TIMEOUT_MS).toBe(3000);
    const onClose = vi.fn();
    renderRegion();
    act(() => {
      showToast('Added to your cart.', 'success', { onClose });
    });
    expect(visibleMessages()).toEqual(['Success: Added to your cart.']);

    advance(TOAST_TIMEOUT_MS - 1);
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    advance(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('queues toasts: the newest three show, the waiting one starts its 3 seconds when it shows', () => {
    renderRegion();
    act(() => {
      showToast('first');
      showToast('second', 'warning');
      showToast('third', 'danger');
    });
    advance(1000);
    act(() => {
      showToast('fourth', 'success');
    });
    expect(TOAST_MAX_VISIBLE).toBe(3);
    expect(visibleMessages()).toEqual(['Success: fourth', 'Error: third', 'Warning: second']);

    // The three older toasts were added 1 s before the newest one and go 1 s earlier.
    advance(TOAST_TIMEOUT_MS - 1000);
    expect(visibleMessages()).toEqual(['Success: fourth', 'Information: first']);
    advance(1000);
    expect(visibleMessages()).toEqual(['Information: first']);
    // "first" showed again at 3 s, when two places freed up: it gets its full 3 seconds from then.
    advance(TOAST_TIMEOUT_MS - 1000 - 1);
    expect(visibleMessages()).toEqual(['Information: first']);
    advance(1);
    expect(visibleMessages()).toEqual([]);
  });

  it('keeps a toast with timeout 0 until it is closed', () => {
    renderRegion();
    let key = '';
    act(() => {
      key = showToast('Stays', 'info', { timeout: 0 });
    });
    advance(60_000);
    expect(visibleMessages()).toEqual(['Information: Stays']);
    act(() => {
      toastQueue.close(key);
    });
    expect(visibleMessages()).toEqual([]);
  });

  it("is a landmark named in the buyer's language, right to left in Arabic", () => {
    renderRegion('ar');
    act(() => {
      showToast('خطأ في النظام، يرجى المحاولة لاحقاً.', 'danger');
    });
    const region = screen.getByRole('region', { name: 'الإشعارات' });
    expect(region.getAttribute('dir')).toBe('rtl');
    expect(within(region).getByRole('button', { name: 'إغلاق' })).toBeTruthy();
    expect(within(region).getByRole('alertdialog').textContent).toBe(
      'خطأ: خطأ في النظام، يرجى المحاولة لاحقاً.',
    );
  });
});
