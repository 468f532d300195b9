import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../../provider';
import { FileUpload, isolate, type FileUploadProps } from './FileUpload';

const MB = 1024 * 1024;

function image(name: string, bytes = 10): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

function choose(container: HTMLElement, files: File[]) {
  const input = container.querySelector('input[type="file"]');
  if (!input) throw new Error('the file picker is rendered');
  fireEvent.change(input, { target: { files } });
}

function renderUpload(props: Partial<FileUploadProps> = {}, locale: 'ar' | 'en' = 'en') {
  return render(
    <UIProvider locale={locale}>
      <FileUpload label="Voucher" acceptedTypes={['image/png', '.pdf']} maxFileBytes={5 * MB} {...props} />
    </UIProvider>,
  );
}

describe('FileUpload', () => {
  let urls: number;
  const createObjectURL = vi.fn(() => `blob:preview-${++urls}`);
  const revokeObjectURL = vi.fn((_url: string) => undefined);

  beforeEach(() => {
    urls = 0;
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  afterEach(cleanup);

  it('previews accepted images and revokes each preview when its file is removed', () => {
    const onChange = vi.fn((_files: File[]) => undefined);
    const { container } = renderUpload({ onChange });
    const first = image('a.png');
    const second = image('b.png');
    choose(container, [first, second]);

    const [passedFirst, passedSecond] = onChange.mock.lastCall?.[0] ?? [];
    expect(passedFirst).toBe(first);
    expect(passedSecond).toBe(second);
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'blob:preview-1',
      'blob:preview-2',
    ]);

    fireEvent.click(screen.getByRole('button', { name: `Remove ${isolate('a.png')}` }));
    expect(onChange.mock.lastCall?.[0]).toHaveLength(1);
    expect(onChange.mock.lastCall?.[0][0]).toBe(second);
    expect(revokeObjectURL).toHaveBeenCalledExactlyOnceWith('blob:preview-1');
  });

  it('revokes the previews still shown when it unmounts', () => {
    const { container, unmount } = renderUpload();
    choose(container, [image('a.png'), image('b.png')]);
    unmount();
    expect(revokeObjectURL.mock.calls.map(([url]) => url).sort()).toEqual([
      'blob:preview-1',
      'blob:preview-2',
    ]);
  });

  it('makes no preview for a file that is not an image', () => {
    const { container } = renderUpload();
    choose(container, [new File(['%PDF'], 'offer.pdf', { type: 'application/pdf' })]);
    expect(screen.getByText('offer.pdf')).toBeTruthy();
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('gives each refused file its reason in the buyer’s language, and passes on only the accepted', () => {
    const onChange = vi.fn((_files: File[]) => undefined);
    const { container } = renderUpload({ onChange, maxFiles: 1 }, 'ar');
    const kept = image('a.png');
    choose(container, [image('big.png', 6 * MB), new File(['x'], 'notes.txt'), kept, image('c.png')]);

    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange.mock.lastCall?.[0]).toHaveLength(1);
    expect(onChange.mock.lastCall?.[0][0]).toBe(kept);
    const reasons = [...container.querySelectorAll('[aria-live] li')].map((item) => item.textContent);
    expect(reasons).toEqual([
      `${isolate('big.png')} أكبر من ${isolate('5 MB')}`,
      `${isolate('notes.txt')} ليس من أنواع الملفات المقبولة`,
      `لم يُضف ${isolate('c.png')}: الحد الأقصى ملف واحد`,
    ]);
  });
});
