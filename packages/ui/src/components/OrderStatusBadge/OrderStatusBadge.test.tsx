import { LOCALES, ORDER_STATUS, ORDER_STATUSES, orderStatusName } from '@tijara/domain';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMessage } from '../../i18n';
import { UIProvider } from '../../provider';
import { OrderStatusBadge, orderStatusTone } from './OrderStatusBadge';
import { orderStatusBadgeMessages } from './OrderStatusBadge.messages';

afterEach(cleanup);

describe('OrderStatusBadge', () => {
  it.each(LOCALES)('names every status of the domain differently in %s', (locale) => {
    const names = ORDER_STATUSES.map((status) =>
      formatMessage(orderStatusBadgeMessages, locale, orderStatusName(status)),
    );
    expect(new Set(names).size).toBe(ORDER_STATUSES.length);
    for (const name of names) expect(name.trim()).not.toBe('');
  });

  it('asks for attention where the buyer has to pay', () => {
    expect(orderStatusTone(ORDER_STATUS.WAIT_BUYER_PAY)).toBe('warning');
    expect(orderStatusTone(ORDER_STATUS.LOGISTICS_PAYMENT)).toBe('warning');
    expect(orderStatusTone(ORDER_STATUS.SUCCESS)).toBe('success');
    expect(orderStatusTone(ORDER_STATUS.TERMINATED)).toBe('danger');
  });

  it('renders the name in the provider locale, with the status number', () => {
    const { container } = render(
      <UIProvider locale="ar">
        <OrderStatusBadge status={ORDER_STATUS.SEA_SHIPPING} />
      </UIProvider>,
    );
    const badge = container.querySelector('[data-status]');
    expect(badge?.getAttribute('data-status')).toBe(String(ORDER_STATUS.SEA_SHIPPING));
    expect(badge?.textContent).toBe(formatMessage(orderStatusBadgeMessages, 'ar', 'SEA_SHIPPING'));
  });
});
