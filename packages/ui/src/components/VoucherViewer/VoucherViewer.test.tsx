import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../../provider';
import { VoucherViewer, type VoucherViewerProps } from './VoucherViewer';

afterEach(cleanup);

function Viewer(props: Partial<VoucherViewerProps> & { onIndex?: (index: number) => void }) {
  const [index, setIndex] = useState(0);
  return (
    <VoucherViewer
      count={2}
      index={index}
      onIndexChange={(next) => {
        props.onIndex?.(next);
        setIndex(next);
      }}
      src={`blob:voucher-${index + 1}`}
      {...props}
    />
  );
}

function renderViewer(
  props: Partial<VoucherViewerProps> & { onIndex?: (index: number) => void } = {},
  locale: 'en' | 'ar' = 'en',
) {
  return render(
    <UIProvider locale={locale}>
      <Viewer {...props} />
    </UIProvider>,
  );
}

const picture = () => screen.getByRole<HTMLImageElement>('img');

describe('VoucherViewer', () => {
  it('zooms the focused picture with + and - (0 fits it), within its steps', () => {
    renderViewer();
    const frame = screen.getByRole('group', { name: 'Voucher 1 of 2, zoom 100%' });
    expect(frame.tabIndex).toBe(0);
    expect(picture().style.inlineSize).toBe('100%');
    fireEvent.keyDown(frame, { key: '-' });
    expect(picture().style.inlineSize).toBe('100%');
    for (let press = 0; press < 6; press++) fireEvent.keyDown(frame, { key: '+' });
    expect(picture().style.inlineSize).toBe('400%');
    expect(frame.getAttribute('aria-label')).toBe('Voucher 1 of 2, zoom 400%');
    expect(screen.getByRole('button', { name: 'Zoom in' }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(frame, { key: '-' });
    expect(picture().style.inlineSize).toBe('300%');
    fireEvent.keyDown(frame, { key: '0' });
    expect(picture().style.inlineSize).toBe('100%');
    // Other keys are left alone (the arrow keys scroll the frame).
    const arrow = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
    frame.dispatchEvent(arrow);
    expect(arrow.defaultPrevented).toBe(false);
  });

  it('zooms with the buttons, and a voucher chosen starts fitted', () => {
    const onIndex = vi.fn();
    renderViewer({ onIndex });
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(picture().style.inlineSize).toBe('200%');
    expect(screen.getByRole('status').textContent).toBe('200%');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(picture().style.inlineSize).toBe('150%');

    const second = screen.getByRole('button', { name: '2 of 2' });
    expect(second.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(second);
    expect(onIndex).toHaveBeenCalledWith(1);
    expect(picture().getAttribute('src')).toBe('blob:voucher-2');
    expect(picture().alt).toBe('Transfer voucher 2');
    expect(picture().style.inlineSize).toBe('100%');
    expect(screen.getByRole('button', { name: '2 of 2' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Fit to width' }));
    expect(screen.getByRole('link', { name: /Open full size/ }).getAttribute('href')).toBe('blob:voucher-2');
  });

  it('says while the picture loads and when it failed, with no picture and no full-size link', () => {
    const { rerender } = renderViewer({ src: undefined, count: 1 });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Loading the voucher…')).toBeTruthy();
    expect(screen.getByRole('group').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('list')).toBeNull();
    rerender(
      <UIProvider locale="en">
        <Viewer src={undefined} count={1} status="failed" />
      </UIProvider>,
    );
    expect(screen.getByText('This voucher could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('speaks Arabic with Latin digits', () => {
    renderViewer({}, 'ar');
    // Intl marks the percent sign left to right inside the Arabic text.
    expect(screen.getByRole('group').getAttribute('aria-label')).toBe(
      'الإيصال 1 من 2، التكبير 100\u200e%\u200e',
    );
    expect(screen.getByRole('button', { name: 'تكبير' })).toBeTruthy();
  });
});
