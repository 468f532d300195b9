import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, fakeApi, renderApp } from '../../test/renderApp';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function api() {
  return fakeApi({
    '/ds/business/getRate': () => envelope(200, 1310),
    '/hello/order/quotations': () => envelope(200, { id: 'Q-1042' }),
  });
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('the home page quote form', () => {
  it('says what is missing, under each field, and sends nothing', async () => {
    const { calls } = api();
    renderApp({ path: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Send the request' }));

    expect(await screen.findByText('Enter the product name or keywords.')).toBeTruthy();
    expect(screen.getByText('Enter your name.')).toBeTruthy();
    // Neither a phone nor an email: both fields say how to be reached.
    expect(screen.getAllByText('Give a phone number or an email so that we can answer you.')).toHaveLength(2);
    expect(calls.some((call) => call.path === '/hello/order/quotations')).toBe(false);
  });

  it('sends the request with amounts in cents and the phone with its dialing code, then thanks the buyer', async () => {
    const { calls } = api();
    renderApp({ path: '/' });
    await screen.findByRole('button', { name: 'Send the request' });

    fireEvent.change(field('Product name or keywords'), { target: { value: ' LED desk lamps ' } });
    fireEvent.change(field('Target unit price'), { target: { value: '٢٫٥' } });
    fireEvent.change(field('Maximum budget'), { target: { value: '500' } });
    fireEvent.change(field('Your name'), { target: { value: 'Layla' } });
    fireEvent.change(field('Phone number'), { target: { value: '7701234567' } });
    fireEvent.change(field('Link to a similar product'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Enter a web address that starts with http:// or https://.')).toBeTruthy();

    fireEvent.change(field('Link to a similar product'), {
      target: { value: 'https://shop.example/lamp/7' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send the request' }));

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Thank you: your request has been sent (number Q-1042). We will contact you with a quote.',
      ),
    );
    expect(calls.find((call) => call.path === '/hello/order/quotations')?.body).toEqual({
      productName: 'LED desk lamps',
      description: '',
      unit: 'piece',
      targetUnitPrice: 250,
      maximumBudget: 50000,
      contactName: 'Layla',
      areaId: '964',
      phone: '7701234567',
      sourceUrl: 'https://shop.example/lamp/7',
    });
    expect(field('Product name or keywords')).toHaveProperty('value', '');
  });
});
