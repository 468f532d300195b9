import { DOMAIN_MESSAGES, ORDER_STATUS, ORDER_STATUSES, canChangeDeliveryMethod } from '@tijara/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../../provider';
import { DeliveryDrawer } from './DeliveryDrawer';

afterEach(cleanup);

function renderDrawer(status: (typeof ORDER_STATUSES)[number], onConfirm = vi.fn()) {
  render(
    <UIProvider locale="en" domainMessages={DOMAIN_MESSAGES.en}>
      <DeliveryDrawer
        isOpen
        orderNo="TJ1"
        status={status}
        addresses={[]}
        pickupAddress="Baghdad warehouse"
        onConfirm={onConfirm}
      />
    </UIProvider>,
  );
  return onConfirm;
}

describe('DeliveryDrawer', () => {
  it('is locked exactly when the domain says the method cannot change', () => {
    for (const status of ORDER_STATUSES) {
      renderDrawer(status);
      const confirm = screen.getByRole('button', { name: 'Confirm' });
      expect(confirm.hasAttribute('disabled'), `status ${status}`).toBe(!canChangeDeliveryMethod(status));
      expect(screen.queryByRole('status') !== null, `status ${status}`).toBe(
        !canChangeDeliveryMethod(status),
      );
      cleanup();
    }
  });

  it('blocks a specified-address delivery without a chosen address', () => {
    const onConfirm = renderDrawer(ORDER_STATUS.SEA_SHIPPING);
    fireEvent.click(screen.getByRole('radio', { name: 'Deliver to an address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Choose a delivery address.');
  });
});
