import type { Locale } from '@tijara/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../../provider';
import { PaymentPasswordField, type PaymentPasswordFieldProps } from './PaymentPasswordField';

afterEach(cleanup);

/** What a screen reader reads after the name: the texts the input's `aria-describedby` points at. */
function descriptionOf(input: HTMLElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

function renderField(props: Partial<PaymentPasswordFieldProps> = {}, locale: Locale = 'en') {
  const result = render(
    <UIProvider locale={locale}>
      <PaymentPasswordField {...props} />
    </UIProvider>,
  );
  const boxes = () => [...result.container.querySelectorAll('[data-box]')].map((box) => box.textContent);
  return { ...result, boxes };
}

describe('PaymentPasswordField', () => {
  it('is one masked input named by its built-in label and described by its hint, in every language', () => {
    const { container } = renderField();
    const input = screen.getByLabelText('Payment password');
    expect(input).toHaveProperty('type', 'password');
    expect(descriptionOf(input)).toBe('6 digits');
    expect(input).toHaveProperty('maxLength', 6);
    expect(container.querySelectorAll('input')).toHaveLength(1);
    // The drawn boxes are hidden from screen readers.
    for (const box of container.querySelectorAll('[data-box]'))
      expect(box.getAttribute('aria-hidden')).toBe('true');
    cleanup();
    renderField({}, 'ar');
    expect(descriptionOf(screen.getByLabelText('كلمة مرور الدفع'))).toBe('6 أرقام');
  });

  it('takes digits only, turns Arabic-Indic digits Latin, goes back a box on Backspace, completes once', () => {
    const onComplete = vi.fn();
    const onChange = vi.fn();
    const { container, boxes } = renderField({ onComplete, onChange });
    const input = screen.getByLabelText('Payment password');
    const activeBox = () =>
      [...container.querySelectorAll('[data-box]')].findIndex((box) => box.hasAttribute('data-active'));
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '1a٢۳-' } });
    expect(input).toHaveProperty('value', '123');
    expect(onChange).toHaveBeenLastCalledWith('123');
    expect(activeBox()).toBe(3);
    // Backspace deletes the last digit: the caret, drawn as the active box, moves back one.
    fireEvent.change(input, { target: { value: '12' } });
    expect(input).toHaveProperty('value', '12');
    expect(activeBox()).toBe(2);
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '123456' } });
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
    expect(boxes()).toEqual(['•', '•', '•', '•', '•', '•']);
    expect(container.textContent).not.toContain('123456');
  });

  it('fills every box from a pasted password in Arabic-Indic digits', () => {
    const onComplete = vi.fn();
    renderField({ onComplete });
    const input = screen.getByLabelText('Payment password');
    fireEvent.paste(input, { clipboardData: { getData: () => '٤٨٢ ٩١٣' } });
    expect(input).toHaveProperty('value', '482913');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('482913');
  });

  it('says a wrong password was entered and how many attempts are left, as the input’s error', () => {
    renderField({ attemptsLeft: 2 });
    const input = screen.getByLabelText('Payment password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(input)).toContain('Payment password incorrect, 2 attempts left');
    cleanup();
    renderField({ attemptsLeft: 1 }, 'ar');
    expect(descriptionOf(screen.getByLabelText('كلمة مرور الدفع'))).toContain(
      'كلمة مرور الدفع غير صحيحة، تبقّت محاولة واحدة',
    );
  });

  it('is disabled when locked, says why and offers the way out', () => {
    renderField({ isLocked: true, attemptsLeft: 0, resetAction: <a href="#reset">Reset</a> });
    const input = screen.getByLabelText('Payment password');
    expect(input).toHaveProperty('disabled', true);
    expect(descriptionOf(input)).toContain('Too many wrong entries');
    expect(screen.getByRole('link', { name: 'Reset' }).getAttribute('href')).toBe('#reset');
  });

  it('is valid and shows no reset action before any wrong entry', () => {
    renderField({ resetAction: <a href="#reset">Reset</a> });
    expect(screen.getByLabelText('Payment password').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
