import { iqdDinars, parseIqdPerUsd, usdCents, type Locale } from '@tijara/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UIProvider } from '../../provider';
import { StageAmount, type StageAmountProps } from './StageAmount';

afterEach(cleanup);

const RATE = parseIqdPerUsd(1310)!;

function renderStage(props: Partial<StageAmountProps> = {}, locale: Locale = 'en') {
  return render(
    <UIProvider locale={locale}>
      <StageAmount stage={1} amount={usdCents(123_456)} rate={RATE} {...props} />
    </UIProvider>,
  );
}

const textOf = (container: HTMLElement, selector: string) => container.querySelector(selector)?.textContent;

describe('StageAmount', () => {
  it('names the stage and shows the amount in USD, in IQD at the rate, and the rate', () => {
    const { container } = renderStage();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'Stage 1 of 2: goods and China freight',
    );
    expect(textOf(container, '[data-currency="USD"]')).toBe('$1,234.56');
    expect(textOf(container, '[data-currency="IQD"]')).toBe('IQD\u00a01,617,274');
    expect(textOf(container, '[data-rate]')).toBe('$1.00 = IQD\u00a01,310');
  });

  it('shows the server’s dinar figure when given, and the paying currency first', () => {
    const { container } = renderStage({ stage: 2, payIn: 'IQD', amountIqd: iqdDinars(1_600_000) }, 'ar');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      'المرحلة 2 من 2: رسوم المرحلة الثانية',
    );
    const values = [...container.querySelectorAll('dd[data-currency]')];
    expect(values.map((dd) => dd.getAttribute('data-currency'))).toEqual(['IQD', 'USD']);
    expect(values[0]?.textContent).toContain('1,600,000');
  });
});
