import { DOMAIN_MESSAGES, formatDomainMessage, type Locale } from '@tijara/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../../provider';
import { QuantityStepper, typedQuantity, type QuantityStepperProps } from './QuantityStepper';

afterEach(cleanup);

const domain = (locale: Locale, key: Parameters<typeof formatDomainMessage>[2], values = {}) =>
  formatDomainMessage(DOMAIN_MESSAGES[locale], locale, key, values);

function renderStepper(props: Partial<QuantityStepperProps> = {}, locale: Locale = 'en') {
  const onChange = vi.fn();
  render(
    <UIProvider locale={locale} domainMessages={DOMAIN_MESSAGES[locale]}>
      <QuantityStepper
        label="Quantity"
        defaultValue={2}
        limits={{ stock: 20 }}
        onChange={onChange}
        {...props}
      />
    </UIProvider>,
  );
  return { input: screen.getByRole('textbox', { name: 'Quantity' }), onChange };
}

describe('typedQuantity', () => {
  it('reads Latin and Arabic-Indic digits and nothing else', () => {
    expect(typedQuantity('1,200')).toBe(1200);
    expect(typedQuantity('٢٥')).toBe(25);
    expect(typedQuantity('')).toBeNull();
  });
});

describe('QuantityStepper', () => {
  it('refuses a typed quantity above the stock with the domain message, and keeps it after the clamp', () => {
    const { input, onChange } = renderStepper();
    fireEvent.change(input, { target: { value: '99' } });
    const message = domain('en', 'cart.quantity.aboveStock', { stock: 20 });
    expect(screen.getByText(message)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', '20');
    expect(onChange).toHaveBeenLastCalledWith(20);
    expect(screen.getByText(message)).toBeTruthy();
    // A step clears it: the buyer has moved on.
    fireEvent.click(screen.getByRole('button', { name: /Decrease quantity/ }));
    expect(input).toHaveProperty('value', '19');
    expect(screen.queryByText(message)).toBeNull();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('offers no more than the product maximum and says so in Arabic', () => {
    const { input } = renderStepper({ limits: { stock: 50, maxQuantity: 5 } }, 'ar');
    fireEvent.change(input, { target: { value: '6' } });
    expect(screen.getByText(domain('ar', 'cart.quantity.aboveMaximum', { maxOrder: 5 }))).toBeTruthy();
    fireEvent.change(input, { target: { value: '5' } });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('refuses zero with the minimum-quantity message', () => {
    const { input } = renderStepper();
    fireEvent.change(input, { target: { value: '0' } });
    expect(screen.getByText(domain('en', 'cart.quantity.belowMinimum'))).toBeTruthy();
  });

  it('shows a refusal the caller received', () => {
    renderStepper({ problem: 'cart.quantity.aboveStock', limits: { stock: 3 } });
    expect(screen.getByText(domain('en', 'cart.quantity.aboveStock', { stock: 3 }))).toBeTruthy();
  });

  it('is disabled with nothing in stock', () => {
    const { input } = renderStepper({ limits: { stock: 0 } });
    expect(input).toHaveProperty('disabled', true);
    for (const button of screen.getAllByRole('button')) expect(button).toHaveProperty('disabled', true);
  });
});

describe('QuantityStepper without a visible label', () => {
  it("names each step button after the field's aria-label", () => {
    render(
      <UIProvider locale="en" domainMessages={DOMAIN_MESSAGES.en}>
        <QuantityStepper aria-label="Quantity of Lamp" defaultValue={2} limits={{ stock: 5 }} />
      </UIProvider>,
    );
    expect(screen.getByRole('button', { name: 'Increase quantity Quantity of Lamp' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decrease quantity Quantity of Lamp' })).toBeTruthy();
  });
});
