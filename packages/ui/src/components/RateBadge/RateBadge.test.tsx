import { parseIqdPerUsd } from '@tijara/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UIProvider } from '../../provider';
import { RateBadge } from './RateBadge';

const rate = parseIqdPerUsd(1452.5) ?? undefined;

describe('RateBadge', () => {
  it('shows one dollar in dinars, rounded to the dinar, in Arabic right to left', () => {
    const { container } = render(
      <UIProvider locale="ar">
        <RateBadge rate={rate} />
      </UIProvider>,
    );
    expect(container.querySelector('[dir="rtl"][lang="ar"]')).not.toBeNull();
    expect(screen.getByText('سعر الصرف').parentElement?.textContent).toMatch(
      /\$1\.00 = \u200f?1,453\sد\.ع\./,
    );
  });

  it('says the rate is unavailable when there is none and nothing is loading', () => {
    render(
      <UIProvider locale="zh">
        <RateBadge rate={undefined} />
      </UIProvider>,
    );
    expect(screen.getByText('汇率暂不可用')).toBeTruthy();
  });

  it('shows a labelled placeholder while loading', () => {
    render(
      <UIProvider locale="en">
        <RateBadge rate={undefined} isLoading />
      </UIProvider>,
    );
    expect(screen.getByRole('img', { name: 'Loading the exchange rate' })).toBeTruthy();
  });
});
