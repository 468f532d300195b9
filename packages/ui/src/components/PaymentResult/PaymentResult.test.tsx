import { DOMAIN_MESSAGES, type Locale } from '@tijara/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../../provider';
import { PaymentResult, type PaymentResultProps } from './PaymentResult';

afterEach(cleanup);

function renderResult(props: PaymentResultProps, locale: Locale = 'en') {
  return render(
    <UIProvider locale={locale} domainMessages={DOMAIN_MESSAGES[locale]}>
      <PaymentResult {...props} />
    </UIProvider>,
  );
}

describe('PaymentResult', () => {
  it('processing: under review, the 15 minutes, and by when to expect the answer in Baghdad time', () => {
    const { container } = renderResult({
      state: 'processing',
      submittedAt: new Date('2026-03-01T09:50:00Z'),
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment under review');
    expect(screen.getByRole('status').textContent).toContain('within 15 minutes');
    // 09:50 UTC plus 15 minutes is 13:05 in Baghdad (UTC+3).
    expect(container.querySelector('[data-expected-at]')?.getAttribute('data-expected-at')).toBe(
      '2026-03-01T10:05:00.000Z',
    );
    expect(screen.getByRole('status').textContent).toMatch(/Expect an answer by \u2068.*1:05/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('failed: the domain’s reason and a repay action', () => {
    const onRepay = vi.fn();
    renderResult({ state: 'failed', rejectReason: 'notReceived', onRepay }, 'ar');
    expect(screen.getByRole('status').textContent).toContain('السبب:');
    expect(screen.getByRole('status').textContent).toContain(
      DOMAIN_MESSAGES.ar['paymentStage.reject.notReceived'],
    );
    fireEvent.click(screen.getByRole('button', { name: 'ادفع مرة أخرى' }));
    expect(onRepay).toHaveBeenCalledOnce();
  });

  it('offers repay only on a failure, and shows the order link on success', () => {
    renderResult({ state: 'success', onRepay: vi.fn(), orderLink: <a href="#order">View the order</a> });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'View the order' }).getAttribute('href')).toBe('#order');
    expect(screen.getByRole('region', { name: 'Payment successful' })).toBeTruthy();
  });
});
