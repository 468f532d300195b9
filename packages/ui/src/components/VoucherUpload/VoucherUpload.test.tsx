import { MEGABYTE } from '@tijara/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../../provider';
import { VoucherUpload, type VoucherUploadProps } from './VoucherUpload';

const isolate = (text: string) => `\u2068${text}\u2069`;

function file(name: string, bytes = 10, type = 'image/png'): File {
  const made = new File([new Uint8Array(1)], name, { type });
  // A real 10 MB buffer would slow the suite; the rule reads only the reported size.
  Object.defineProperty(made, 'size', { value: bytes });
  return made;
}

function choose(container: HTMLElement, files: File[]) {
  const input = container.querySelector('input[type="file"]');
  if (!input) throw new Error('the file picker is rendered');
  fireEvent.change(input, { target: { files } });
}

function renderUpload(props: Partial<VoucherUploadProps> = {}) {
  return render(
    <UIProvider locale="en">
      <VoucherUpload {...props} />
    </UIProvider>,
  );
}

const textOf = (container: HTMLElement, selector: string) => container.querySelector(selector)?.textContent;

describe('VoucherUpload', () => {
  const revokeObjectURL = vi.fn((_url: string) => undefined);
  let urls = 0;
  beforeEach(() => {
    urls = 0;
    revokeObjectURL.mockClear();
    Object.assign(URL, { createObjectURL: () => `blob:voucher-${++urls}`, revokeObjectURL });
  });
  afterEach(cleanup);

  it('takes at most five images and refuses the sixth, saying the limit', () => {
    const onChange = vi.fn((_files: File[]) => undefined);
    const { container } = renderUpload({ onChange });
    expect(textOf(container, '[data-count]')).toBe('0 of 5 images');
    choose(
      container,
      ['1.png', '2.jpg', '3.jpeg', '4.gif', '5.PNG', '6.png'].map((name) => file(name)),
    );
    expect(onChange.mock.lastCall?.[0].map((chosen) => chosen.name)).toEqual([
      '1.png',
      '2.jpg',
      '3.jpeg',
      '4.gif',
      '5.PNG',
    ]);
    expect(textOf(container, '[data-count]')).toBe('5 of 5 images');
    expect(container.querySelectorAll('img')).toHaveLength(5);
    expect(container.textContent).toContain(`${isolate('6.png')} was not added: at most 5 files`);
  });

  it('refuses a file that is not a PNG, JPG or GIF image, or is larger than 10 MB', () => {
    const onChange = vi.fn((_files: File[]) => undefined);
    const { container } = renderUpload({ onChange });
    choose(container, [
      file('receipt.pdf', 10, 'application/pdf'),
      file('huge.png', 10 * MEGABYTE + 1),
      file('exact.png', 10 * MEGABYTE),
    ]);
    expect(onChange.mock.lastCall?.[0].map((chosen) => chosen.name)).toEqual(['exact.png']);
    expect(container.textContent).toContain(`${isolate('receipt.pdf')} is not an accepted file type`);
    expect(container.textContent).toContain(`${isolate('huge.png')} is larger than ${isolate('10 MB')}`);
    expect(textOf(container, '[data-count]')).toBe('1 of 5 images');
  });

  it('removes a voucher, revokes its preview and counts again', () => {
    const { container } = renderUpload();
    choose(container, [file('a.png'), file('b.png')]);
    fireEvent.click(screen.getByRole('button', { name: `Remove ${isolate('a.png')}` }));
    expect(revokeObjectURL).toHaveBeenCalledExactlyOnceWith('blob:voucher-1');
    expect(textOf(container, '[data-count]')).toBe('1 of 5 images');
  });

  it('shows the caller’s error as an alert', () => {
    renderUpload({ errorMessage: 'Upload the transfer voucher.' });
    expect(screen.getByRole('alert').textContent).toBe('Upload the transfer voucher.');
    expect(screen.getByRole('group', { name: 'Transfer voucher' })).toBeTruthy();
  });
});
