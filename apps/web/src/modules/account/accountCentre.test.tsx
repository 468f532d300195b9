import { createSessionStore } from '@tijara/api';
import { BUSINESS_CODE, DEFAULT_COUNTRY_ID } from '@tijara/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, envelope, fakeApi, renderApp } from '../../test/renderApp';

const LAYLA = { userId: '7', userName: 'layla', level: 1, phone: '7701234567', email: 'layla@example.com' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A refusal as the server words it: the envelope with the business code and its text. */
function refusal(status: number, code: number, msg: string): Response {
  return new Response(JSON.stringify({ success: false, code, msg, data: null }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function api(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    '/ds/business/getRate': () => envelope(200, 1310),
    '/hello/user/userInfo': () => envelope(200, LAYLA),
    ...extra,
  });
}

function renderSignedIn(path: string) {
  const session = createSessionStore({ storage: null });
  session.signIn('token-1');
  return renderApp({ path, session });
}

/** The input labelled `label` (a required field's label ends with its mark). */
function field(label: string, within: ParentNode = document.body): HTMLInputElement {
  const input = [...within.querySelectorAll('label')]
    .filter((element) => element.textContent?.replace(/\*$/, '') === label)
    .map((element) => element.control ?? document.getElementById(element.htmlFor))
    .find((control): control is HTMLInputElement => control instanceof HTMLInputElement);
  if (!input) throw new Error(`no field labelled ${label}`);
  return input;
}

function fill(label: string, value: string, scope?: ParentNode) {
  fireEvent.change(field(label, scope), { target: { value } });
}

function bodyOf(calls: { path: string; body: unknown }[], path: string) {
  return calls.filter((call) => call.path === path).map((call) => call.body);
}

describe('the user centre', () => {
  it('links its built sections and marks the current one', async () => {
    api({ '/hello/userAddress/list': () => envelope(200, []) });
    renderSignedIn('/individualCenter/changePassword');
    await screen.findByRole('heading', { level: 1, name: 'Change password' });
    const nav = screen.getByRole('navigation', { name: 'User centre' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My information', '/individualCenter/1'],
      ['My orders', '/individualCenter/buyer_order_list'],
      ['Wallet', '/individualCenter/wallet'],
      ['Payment cards', '/individualCenter/cards'],
      ['Change password', '/individualCenter/changePassword'],
      ['Payment password', '/individualCenter/paymentPassword'],
      ['Address book', '/individualCenter/address'],
    ]);
    expect(
      links.filter((link) => link.getAttribute('aria-current') === 'page').map((l) => l.textContent),
    ).toEqual(['Change password']);
    fireEvent.click(within(nav).getByRole('link', { name: 'Address book' }));
    await screen.findByRole('heading', { level: 1, name: 'Address book' });
    expect(currentLocation.value).toBe('/individualCenter/address');
  });

  it("brings the current section into the phone's sideways-scrolling row", async () => {
    api({ '/hello/userAddress/list': () => envelope(200, []) });
    // jsdom lays nothing out and has no scrollIntoView: record which element asks to be shown.
    const shown: string[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      shown.push(this.textContent ?? '');
    });
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    try {
      renderSignedIn('/individualCenter/changePassword');
      await screen.findByRole('heading', { level: 1, name: 'Change password' });
      expect(shown).toEqual(['Change password']);
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' });
      fireEvent.click(
        within(screen.getByRole('navigation', { name: 'User centre' })).getByRole('link', {
          name: 'Address book',
        }),
      );
      await screen.findByRole('heading', { level: 1, name: 'Address book' });
      expect(shown).toEqual(['Change password', 'Address book']);
    } finally {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    }
  });
});

describe('the user centre in Arabic', () => {
  it('reads right to left, in Arabic, the empty address book included', async () => {
    addressApi([]);
    const session = createSessionStore({ storage: null });
    session.signIn('token-1');
    renderApp({ path: '/individualCenter/address', session, locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'دفتر العناوين' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'مركز المستخدم' });
    expect(nav.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(within(nav).getByRole('link', { name: 'دفتر العناوين' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await screen.findByRole('button', { name: 'إضافة عنوان' })).toBeTruthy();
  });
});

describe('changing the login password', () => {
  it('sends the current and new password and clears the form', async () => {
    const { calls } = api({ '/hello/user/changePassword': () => envelope(200, null) });
    renderSignedIn('/individualCenter/changePassword');
    await screen.findByRole('heading', { level: 1, name: 'Change password' });
    fill('Current password', 'old-secret');
    fill('New password', 'new-secret-1');
    fill('Confirm password', 'new-secret-1');
    fireEvent.submit(field('Current password').closest('form') as HTMLFormElement);

    await waitFor(() => expect(field('Current password').value).toBe(''));
    expect(bodyOf(calls, '/hello/user/changePassword')).toEqual([
      { oldPassword: 'old-secret', password: 'new-secret-1', confirmPassword: 'new-secret-1' },
    ]);
    expect(field('New password').value).toBe('');
  });

  it('checks the rules first, then shows a wrong current password under it and keeps the input', async () => {
    const { calls } = api({
      '/hello/user/changePassword': () => refusal(400, BUSINESS_CODE.oldPasswordWrong, 'wrong'),
    });
    renderSignedIn('/individualCenter/changePassword');
    await screen.findByRole('heading', { level: 1, name: 'Change password' });
    fill('Current password', 'not-it');
    fill('New password', 'abc');
    fill('Confirm password', 'abd');
    const form = field('Current password').closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    expect(await screen.findByText('A password has at least 6 characters.')).toBeTruthy();
    expect(bodyOf(calls, '/hello/user/changePassword')).toEqual([]);

    fill('New password', 'new-secret-1');
    fill('Confirm password', 'new-secret-1');
    fireEvent.submit(form);
    expect(await screen.findByText('The old password is wrong.')).toBeTruthy();
    expect(field('Current password').value).toBe('not-it');
    expect(field('New password').value).toBe('new-secret-1');
    expect(field('Current password').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the payment password', () => {
  it('is set with 6 digits typed twice, then the page offers to change it', async () => {
    const { calls } = api({ '/hello/user/paymentPassword/set': () => envelope(200, null) });
    renderSignedIn('/individualCenter/paymentPassword');
    await screen.findByRole('heading', { level: 1, name: 'Payment password' });
    fill('Payment password', '1234');
    fill('Enter it again', '1234');
    const form = field('Payment password').closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    expect(await screen.findByText('A payment password is exactly 6 digits.')).toBeTruthy();

    fill('Payment password', '123456');
    fill('Enter it again', '123456');
    fireEvent.submit(form);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Change it' }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(bodyOf(calls, '/hello/user/paymentPassword/set')).toEqual([
      { paymentPassword: '123456', paymentPasswordConfirmation: '123456' },
    ]);
  });

  it("shows the server's refusal to set a second one and keeps the digits", async () => {
    api({
      '/hello/user/paymentPassword/set': () =>
        refusal(409, 409, 'A payment password is already set; reset it to change it.'),
    });
    renderSignedIn('/individualCenter/paymentPassword');
    await screen.findByRole('heading', { level: 1, name: 'Payment password' });
    fill('Payment password', '123456');
    fill('Enter it again', '123456');
    fireEvent.submit(field('Payment password').closest('form') as HTMLFormElement);
    const message = await screen.findByText('A payment password is already set; reset it to change it.');
    expect(message.getAttribute('role')).toBe('alert');
    expect(field('Payment password').value).toBe('123456');
    expect(field('Enter it again').value).toBe('123456');
  });

  it('is changed with the login password; a wrong one shows under it and the input stays', async () => {
    let answer = () => refusal(400, BUSINESS_CODE.oldPasswordWrong, 'wrong');
    const { calls } = api({ '/hello/user/paymentPassword/reset': () => answer() });
    renderSignedIn('/individualCenter/paymentPassword');
    await screen.findByRole('heading', { level: 1, name: 'Payment password' });
    fireEvent.click(screen.getByRole('tab', { name: 'Change it' }));
    const panel = await screen.findByRole('tabpanel');
    fill('Login password', 'not-it', panel);
    fill('New payment password', '654321', panel);
    fill('Enter it again', '654321', panel);
    const form = field('Login password', panel).closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    expect(await within(panel).findByText('The old password is wrong.')).toBeTruthy();
    expect(field('Login password', panel).value).toBe('not-it');
    expect(field('New payment password', panel).value).toBe('654321');

    answer = () => envelope(200, null);
    fill('Login password', 'secret12', panel);
    fireEvent.submit(form);
    await waitFor(() => expect(field('Login password', panel).value).toBe(''));
    expect(bodyOf(calls, '/hello/user/paymentPassword/reset')).toEqual([
      { password: 'not-it', paymentPassword: '654321', paymentPasswordConfirmation: '654321' },
      { password: 'secret12', paymentPassword: '654321', paymentPasswordConfirmation: '654321' },
    ]);
    expect(
      within(panel)
        .getByRole('link', { name: /Forgot your login password/ })
        .getAttribute('href'),
    ).toBe('/reset-password?redirect=%2FindividualCenter%2FpaymentPassword');
  });
});

const area = (id: number, parentId: number, name: string, hasChildren: boolean) => ({
  id,
  parentId,
  areaName: name,
  areaEnName: name,
  areaKuName: name,
  areaArName: name,
  hasChildren,
});

/** Iraq; Baghdad with one city; Najaf without cities. */
const AREAS: Record<number, ReturnType<typeof area>[]> = {
  0: [area(DEFAULT_COUNTRY_ID, 0, 'Iraq', true)],
  [DEFAULT_COUNTRY_ID]: [
    area(101, DEFAULT_COUNTRY_ID, 'Baghdad', true),
    area(104, DEFAULT_COUNTRY_ID, 'Najaf', false),
  ],
  101: [area(1011, 101, 'Karkh', false)],
  104: [],
};

function savedAddress(id: string, firstName: string, isDefault: 0 | 1) {
  return {
    id,
    firstName,
    lastName: 'Hassan',
    address: 'Street 5, house 12',
    countryId: DEFAULT_COUNTRY_ID,
    provinceId: 104,
    cityId: null,
    mobile: '07701234567',
    postcode: '',
    email: '',
    isDefault,
    countryName: 'Iraq',
    provinceName: 'Najaf',
    cityName: null,
  };
}

function addressApi(book: ReturnType<typeof savedAddress>[], extra: Parameters<typeof fakeApi>[0] = {}) {
  return api({
    '/hello/userAddress/list': () => envelope(200, book),
    '/hello/userAddress/area': (request) =>
      envelope(200, AREAS[Number(new URL(request.url).searchParams.get('parentId'))] ?? []),
    ...extra,
  });
}

/** Chooses `label` in the select named `name`, through the native select react-aria keeps for forms. */
function choose(dialog: HTMLElement, name: string, label: string) {
  const select = [...dialog.querySelectorAll('select')].find((element) =>
    [...element.options].some((option) => option.textContent === label),
  );
  if (!select) throw new Error(`no ${name} offering ${label}`);
  const option = [...select.options].find((entry) => entry.textContent === label) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
}

describe('the address book', () => {
  it('says it is empty and offers to add one', async () => {
    addressApi([]);
    renderSignedIn('/individualCenter/address');
    expect(await screen.findByRole('heading', { name: 'No address yet' })).toBeTruthy();
    expect(screen.getByText('Add the address your orders should be delivered to.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add an address' })).toBeTruthy();
  });

  it('says when it could not be loaded', async () => {
    addressApi([], { '/hello/userAddress/list': () => envelope(503, null, 'down') });
    renderSignedIn('/individualCenter/address');
    expect(await screen.findByRole('heading', { name: 'Your addresses could not be loaded.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add an address' })).toBeNull();
  });

  it('asks for the city where the province has cities, with the country fixed on Iraq', async () => {
    const { calls } = addressApi([]);
    renderSignedIn('/individualCenter/address');
    fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'New address' });
    await waitFor(() => expect(within(dialog).getAllByText('Baghdad').length).toBeGreaterThan(0));
    const country = [...dialog.querySelectorAll('select')].find((select) => select.value === '4840');
    expect(country?.disabled).toBe(true);
    choose(dialog, 'province', 'Baghdad');
    await waitFor(() => expect(within(dialog).getAllByText('Karkh').length).toBeGreaterThan(0));
    fill('First name', 'Layla', dialog);
    fill('Last name', 'Hassan', dialog);
    fill('Detailed address', 'Street 5', dialog);
    fill('Mobile', '0770', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    expect(await within(dialog).findByText('Choose the city.')).toBeTruthy();
    expect(bodyOf(calls, '/hello/userAddress/add')).toEqual([]);
  });

  it('adds an address in Iraq (no city where the province has none) and lists it', async () => {
    const book: ReturnType<typeof savedAddress>[] = [];
    const { calls } = addressApi(book, {
      '/hello/userAddress/add': () => {
        book.push(savedAddress('31', 'Layla', 1));
        return envelope(200, { id: '31' });
      },
    });
    renderSignedIn('/individualCenter/address');
    fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'New address' });
    await waitFor(() => expect(within(dialog).getAllByText('Najaf').length).toBeGreaterThan(0));

    fill('First name', '  Layla ', dialog);
    fireEvent.blur(field('First name', dialog));
    expect(field('First name', dialog).value).toBe('Layla');
    fill('Last name', 'Hassan', dialog);
    choose(dialog, 'province', 'Najaf');
    // Najaf has no cities: the city is not asked for.
    expect(await within(dialog).findByText('This province has no cities')).toBeTruthy();
    fill('Detailed address', 'Street 5, house 12', dialog);
    fill('Mobile', '07701234567', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));

    expect(await screen.findByRole('listitem', { name: 'Layla Hassan' })).toBeTruthy();
    expect(bodyOf(calls, '/hello/userAddress/add')).toEqual([
      {
        firstName: 'Layla',
        lastName: 'Hassan',
        address: 'Street 5, house 12',
        countryId: DEFAULT_COUNTRY_ID,
        provinceId: 104,
        mobile: '07701234567',
        postcode: '',
        email: '',
        isDefault: 0,
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal in the form and keeps what was typed", async () => {
    const { calls } = addressApi([], {
      '/hello/userAddress/add': () => refusal(400, 400, 'Choose the city.'),
    });
    renderSignedIn('/individualCenter/address');
    fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'New address' });
    await waitFor(() => expect(within(dialog).getAllByText('Najaf').length).toBeGreaterThan(0));
    fill('First name', 'Layla', dialog);
    fill('Last name', 'Hassan', dialog);
    choose(dialog, 'province', 'Najaf');
    // Najaf has no cities: the city is not asked for.
    expect(await within(dialog).findByText('This province has no cities')).toBeTruthy();
    fill('Detailed address', 'Street 5', dialog);
    fill('Mobile', '0770', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));

    // The client words a 400 by its status (spec section 7: the mapped message first).
    expect(await within(dialog).findByText('The request is not valid.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'New address' })).toBe(dialog);
    expect(field('First name', dialog).value).toBe('Layla');
    expect(field('Detailed address', dialog).value).toBe('Street 5');
    expect(bodyOf(calls, '/hello/userAddress/add')).toHaveLength(1);
  });

  it('edits an address from what is saved', async () => {
    const { calls } = addressApi([savedAddress('31', 'Layla', 1)], {
      '/hello/userAddress/update': () => envelope(200, { id: '31' }),
    });
    renderSignedIn('/individualCenter/address');
    const layla = await screen.findByRole('listitem', { name: 'Layla Hassan' });
    fireEvent.click(within(layla).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit address' });
    expect(field('First name', dialog).value).toBe('Layla');
    expect(await within(dialog).findByText('This province has no cities')).toBeTruthy();
    fill('Detailed address', 'Street 9, house 1', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(calls, '/hello/userAddress/update')).toEqual([
      {
        id: '31',
        firstName: 'Layla',
        lastName: 'Hassan',
        address: 'Street 9, house 1',
        countryId: DEFAULT_COUNTRY_ID,
        provinceId: 104,
        mobile: '07701234567',
        postcode: '',
        email: '',
        isDefault: 1,
      },
    ]);
  });

  it('makes an address the default and deletes one after confirming', async () => {
    const book = [savedAddress('31', 'Layla', 1), savedAddress('32', 'Omar', 0)];
    const { calls } = addressApi(book, {
      '/hello/userAddress/update': () => envelope(200, { id: '32' }),
      '/hello/userAddress/delete': () => envelope(200, { id: '31' }),
    });
    renderSignedIn('/individualCenter/address');
    const omar = await screen.findByRole('listitem', { name: 'Omar Hassan' });
    const layla = screen.getByRole('listitem', { name: 'Layla Hassan' });
    expect(within(layla).queryByRole('button', { name: 'Make default' })).toBeNull();
    expect(within(layla).getByText('Default')).toBeTruthy();

    fireEvent.click(within(omar).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(bodyOf(calls, '/hello/userAddress/update')).toHaveLength(1));
    expect(bodyOf(calls, '/hello/userAddress/update')[0]).toEqual({
      id: '32',
      firstName: 'Omar',
      lastName: 'Hassan',
      address: 'Street 5, house 12',
      countryId: DEFAULT_COUNTRY_ID,
      provinceId: 104,
      cityId: null,
      mobile: '07701234567',
      postcode: '',
      email: '',
      isDefault: 1,
    });

    fireEvent.click(within(layla).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this address?' });
    expect(bodyOf(calls, '/hello/userAddress/delete')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodyOf(calls, '/hello/userAddress/delete')).toEqual([{ id: '31' }]));
  });
});
