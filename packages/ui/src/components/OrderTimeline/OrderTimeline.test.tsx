import { ORDER_STATUS, ORDER_STATUSES, ORDER_TRANSITIONS } from '@tijara/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { UIProvider } from '../../provider';
import { OrderTimeline } from './OrderTimeline';
import { ORDER_TIMELINE_STEPS, isOrderEnding, orderTimelineStepOf } from './steps';

afterEach(cleanup);

describe('OrderTimeline steps', () => {
  it('gives every non-ending status a step, and never moves back along a transition', () => {
    for (const status of ORDER_STATUSES) {
      expect(orderTimelineStepOf(status) === null).toBe(isOrderEnding(status));
    }
    for (const rule of ORDER_TRANSITIONS) {
      if (isOrderEnding(rule.to)) continue;
      const to = ORDER_TIMELINE_STEPS.indexOf(orderTimelineStepOf(rule.to)!);
      for (const from of rule.from) {
        expect(to, `${rule.event} from ${from}`).toBeGreaterThanOrEqual(
          ORDER_TIMELINE_STEPS.indexOf(orderTimelineStepOf(from)!),
        );
      }
    }
  });

  it('marks one current step and formats dates with Latin digits in Arabic', () => {
    render(
      <UIProvider locale="ar">
        <OrderTimeline
          status={ORDER_STATUS.SEA_SHIPPING}
          dates={{ paid: new Date('2025-03-01T07:30:00Z') }}
          events={[
            {
              step: 'seaShipping',
              at: new Date('2025-03-07T03:00:00Z'),
              description: 'x',
              trackingNo: 'AB12',
            },
          ]}
        />
      </UIProvider>,
    );
    const current = document.querySelectorAll('[aria-current="step"]');
    expect(current).toHaveLength(1);
    expect(current[0]?.textContent).toContain('الشحن البحري');
    const time = document.querySelector('time');
    expect(time?.textContent).toMatch(/2025/);
    expect(time?.textContent).not.toMatch(/[\u0660-\u0669]/);
    const tracking = screen.getByText('AB12');
    expect(tracking.tagName).toBe('BDI');
    expect(tracking.getAttribute('dir')).toBe('ltr');
  });

  it('ends a cancelled order after the last step reached', () => {
    render(
      <UIProvider locale="en">
        <OrderTimeline status={ORDER_STATUS.CANCEL} endedAfter="purchased" />
      </UIProvider>,
    );
    const items = screen.getByRole('list').querySelectorAll(':scope > li');
    expect([...items].map((item) => item.textContent)).toEqual([
      'Payment (done)',
      'Purchased (done)',
      'Cancelled',
    ]);
    expect(items[2]?.getAttribute('aria-current')).toBe('step');
  });
});
