import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../../provider';
import { CodeField } from './CodeField';
import { latinDigitsOf } from './digits';

// The suite runs without globals, so Testing Library does not unmount between tests by itself.
afterEach(cleanup);

describe('latinDigitsOf', () => {
  it('keeps Latin digits and turns Arabic-Indic and Extended Arabic-Indic digits into them', () => {
    expect(latinDigitsOf('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(latinDigitsOf('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(latinDigitsOf('+964 (770) 12-3a')).toBe('964770123');
    expect(latinDigitsOf('رمز')).toBe('');
  });
});

function renderCode(props: Partial<Parameters<typeof CodeField>[0]> = {}) {
  render(
    <UIProvider locale="ar">
      <CodeField label="رمز التحقق" {...props} />
    </UIProvider>,
  );
  return screen.getByRole('textbox', { name: 'رمز التحقق' });
}

describe('CodeField', () => {
  it('calls onComplete once, with the whole code, when the last digit arrives', () => {
    const onComplete = vi.fn();
    const input = renderCode({ onComplete, length: 4 });
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.change(input, { target: { value: '123' } });
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '1234' } });
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('1234');
    expect(input).toHaveProperty('maxLength', 4);
  });

  it('keeps only digits, at most `length` of them, from any change', () => {
    const onChange = vi.fn();
    const input = renderCode({ onChange });
    fireEvent.change(input, { target: { value: '1a2-٣ 4567' } });
    expect(input).toHaveProperty('value', '123456');
    expect(onChange).toHaveBeenLastCalledWith('123456');
  });

  it('fills every box from a pasted code and ignores a paste without digits', () => {
    const onComplete = vi.fn();
    const input = renderCode({ onComplete });
    fireEvent.paste(input, { clipboardData: { getData: () => 'code' } });
    expect(input).toHaveProperty('value', '');
    fireEvent.paste(input, { clipboardData: { getData: () => 'Your code: 482 913' } });
    expect(input).toHaveProperty('value', '482913');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('482913');
  });

  it('is a password input when masked, and draws dots, never the digits', () => {
    const { container } = render(
      <UIProvider locale="en">
        <CodeField label="Payment password" isMasked defaultValue="1234" />
      </UIProvider>,
    );
    expect(screen.getByLabelText('Payment password')).toHaveProperty('type', 'password');
    const boxes = [...container.querySelectorAll('[data-box]')].map((box) => box.textContent);
    expect(boxes).toEqual(['•', '•', '•', '•', '', '']);
  });

  it('follows a controlled value', () => {
    function Controlled() {
      const [code, setCode] = useState('12');
      return (
        <UIProvider locale="en">
          <CodeField label="Code" value={code} onChange={(next) => setCode(next.slice(0, 3))} />
        </UIProvider>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveProperty('value', '12');
    fireEvent.change(input, { target: { value: '12345' } });
    expect(input).toHaveProperty('value', '123');
  });
});
