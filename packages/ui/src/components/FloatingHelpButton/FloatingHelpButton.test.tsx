import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../../provider';
import { FloatingHelpButton } from './FloatingHelpButton';

function mockReducedMotion(reduced: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduced && query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })),
  );
}

function renderButton(props: Partial<Parameters<typeof FloatingHelpButton>[0]> = {}) {
  const onOpen = vi.fn();
  render(
    <UIProvider locale="en">
      <FloatingHelpButton onOpen={onOpen} unreadCount={3} {...props} />
    </UIProvider>,
  );
  return { onOpen, button: screen.getByRole('button') };
}

describe('FloatingHelpButton', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.innerWidth = 800;
    window.innerHeight = 600;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('changes its text colour every 500 ms (spec section 9)', () => {
    mockReducedMotion(false);
    const { button } = renderButton();
    expect(button.getAttribute('data-flash')).toBe('off');
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(button.getAttribute('data-flash')).toBe('off');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(button.getAttribute('data-flash')).toBe('on');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(button.getAttribute('data-flash')).toBe('off');
  });

  it('never flashes when the buyer prefers reduced motion', () => {
    mockReducedMotion(true);
    const { button } = renderButton();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(button.getAttribute('data-flash')).toBe('off');
  });

  it('opens on a press that moved 9 px and stays put; a 10 px move drags and does not open', () => {
    mockReducedMotion(true);
    const { button, onOpen } = renderButton({ defaultPosition: { inline: 300, block: 300 } });
    fireEvent.pointerDown(button, { button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(button, { clientX: 109, clientY: 100 });
    fireEvent.pointerUp(button, { clientX: 109, clientY: 100 });
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(button.style.insetInlineStart).toBe('300px');

    fireEvent.pointerDown(button, { button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(button, { clientX: 110, clientY: 100 });
    fireEvent.pointerUp(button, { clientX: 110, clientY: 100 });
    fireEvent.click(button);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(button.style.insetInlineStart).toBe('310px');
  });

  it('starts in the bottom inline-end corner and stays inside a window that shrinks', () => {
    mockReducedMotion(true);
    const { button } = renderButton();
    expect([button.style.insetInlineStart, button.style.insetBlockStart]).toEqual(['700px', '500px']);
    act(() => {
      window.innerWidth = 360;
      window.dispatchEvent(new Event('resize'));
    });
    expect(button.style.insetInlineStart).toBe('260px');
  });

  it("hydrates a server's markup without a mismatch, then takes its place from the window", () => {
    mockReducedMotion(true);
    const page = (
      <UIProvider locale="ar">
        <FloatingHelpButton onOpen={() => undefined} />
      </UIProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const errors: unknown[] = [];
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
    });
    try {
      const button = container.querySelector('button');
      expect(errors).toEqual([]);
      expect([button?.style.insetInlineStart, button?.style.insetBlockStart]).toEqual(['700px', '500px']);
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });

  it('in its dock, reads nothing of the window (a read lays the page out) until it is moved', () => {
    mockReducedMotion(true);
    let reads = 0;
    const width = Object.getOwnPropertyDescriptor(window, 'innerWidth');
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      get: () => {
        reads += 1;
        return 800;
      },
    });
    try {
      const { button } = renderButton({ docked: true });
      act(() => {
        window.dispatchEvent(new Event('resize'));
      });
      expect(reads).toBe(0);
      expect(button.getAttribute('data-docked')).toBe('true');
      expect(button.style.insetInlineStart).toBe('');

      fireEvent.keyDown(button, { key: 'ArrowUp' });
      expect(reads).toBeGreaterThan(0);
      expect(button.hasAttribute('data-docked')).toBe(false);
      expect(button.style.insetBlockStart).not.toBe('');
    } finally {
      if (width) Object.defineProperty(window, 'innerWidth', width);
    }
  });

  it('clears the unread badge on open', () => {
    mockReducedMotion(true);
    const { button } = renderButton();
    expect(button.textContent).toBe('Help3 3 unread messages ');
    fireEvent.click(button);
    expect(button.textContent).toBe('Help');
  });
});
