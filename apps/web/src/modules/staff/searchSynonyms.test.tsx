import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesTo, envelope, fakeApi, renderSignedIn } from '../../test/renderApp';
import { SYNONYM_GROUPS_SHOWN } from './SearchSynonymsPage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const OPERATIONS = {
  userId: '52',
  userName: 'sami.operations',
  level: 1,
  phone: '',
  email: 'sami@tijara.test',
};

const PAGE = '/staff/catalogue/search-synonyms';

const SOFA = {
  id: '1',
  terms: [
    { id: '11', term: 'قنفة', folded: 'قنفه' },
    { id: '12', term: 'كنبة', folded: 'كنبه' },
    { id: '13', term: 'صوفا', folded: 'صوفا' },
  ],
  createdAt: '2026-11-27T06:00:00.000Z',
  createdBy: null,
};
const POWER_BANK = {
  id: '2',
  terms: [
    { id: '21', term: '充电宝', folded: '充电 宝' },
    { id: '22', term: '移动电源', folded: '移动 电源' },
  ],
  createdAt: '2026-11-27T09:30:00.000Z',
  createdBy: OPERATIONS.userName,
};

/** The API as an operations member sees it: finance's queue refused, the second stage answered. */
function operationsApi(answers: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    '/ds/business/getRate': () => envelope(200, 1310),
    '/hello/user/userInfo': () => envelope(200, OPERATIONS),
    '/hello/staff/payment/reviewList': () => envelope(403, null, 'You may not do this.'),
    '/hello/staff/secondStage/awaiting': () => envelope(200, []),
    '/hello/staff/searchSynonym/list': () => envelope(200, [POWER_BANK, SOFA]),
    ...answers,
  });
}

const groupOf = (term: string) => {
  const chip = screen.getByText(term, { selector: 'bdi' });
  const item = chip.closest('li[aria-labelledby]');
  if (!(item instanceof HTMLElement)) throw new Error(`no group holds ${term}`);
  return item;
};

describe('the search synonyms page', () => {
  it('lists the groups to operations in Arabic, right to left, with the console’s entry current', async () => {
    const { calls } = operationsApi();
    renderSignedIn(PAGE, 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'مرادفات البحث' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'أقسام لوحة الموظفين' });
    expect(within(nav).getByRole('link', { name: 'مرادفات البحث' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await screen.findByText('قنفة', { selector: 'bdi' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('heading', { name: 'مجموعتان' })).toBeTruthy();
    expect(within(groupOf('قنفة')).getByText('من بيانات الكتالوج الأولى')).toBeTruthy();
    expect(within(groupOf('充电宝')).getByText(/sami\.operations/)).toBeTruthy();
    expect(bodiesTo(calls, '/hello/staff/searchSynonym/list')).toEqual([{}]);
  });

  it('shows a loading state, then the failure with a retry that reads again', async () => {
    let answer = () => envelope(500, null, 'Server error');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls } = operationsApi({
      '/hello/staff/searchSynonym/list': async () => {
        await held;
        return answer();
      },
    });
    renderSignedIn(PAGE);
    expect(await screen.findByText('Loading the synonyms…')).toBeTruthy();
    release();
    expect(await screen.findByText('The synonyms could not be loaded.')).toBeTruthy();
    answer = () => envelope(200, [SOFA]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('قنفة', { selector: 'bdi' })).toBeTruthy();
    expect(bodiesTo(calls, '/hello/staff/searchSynonym/list').length).toBeGreaterThanOrEqual(2);
  });

  it('says when there is no group yet', async () => {
    operationsApi({ '/hello/staff/searchSynonym/list': () => envelope(200, []) });
    renderSignedIn(PAGE);
    expect(await screen.findByRole('heading', { name: 'No synonym groups yet' })).toBeTruthy();
  });

  it('checks a new group before sending it, sends its terms trimmed, and reads the list again', async () => {
    let groups: object[] = [SOFA];
    const { calls } = operationsApi({
      '/hello/staff/searchSynonym/list': () => envelope(200, groups),
      '/hello/staff/searchSynonym/addGroup': () => {
        const made = {
          id: '3',
          terms: [
            { id: '31', term: 'couch', folded: 'couch' },
            { id: '32', term: 'settee', folded: 'settee' },
          ],
          createdAt: '2026-11-27T10:00:00.000Z',
          createdBy: OPERATIONS.userName,
        };
        groups = [made, SOFA];
        return envelope(200, made);
      },
    });
    renderSignedIn(PAGE);
    await screen.findByText('قنفة', { selector: 'bdi' });
    const terms = screen.getByRole('textbox', { name: /^Terms/ });
    const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add the group' }));

    fireEvent.change(terms, { target: { value: 'couch' } });
    add();
    expect(await screen.findByText('A synonym group needs at least two different terms.')).toBeTruthy();
    fireEvent.change(terms, { target: { value: 'Couch, couch' } });
    add();
    expect(
      await screen.findByText('couch: This group already has this term (or one a search reads the same).'),
    ).toBeTruthy();
    expect(bodiesTo(calls, '/hello/staff/searchSynonym/addGroup')).toEqual([]);

    fireEvent.change(terms, { target: { value: ' couch ،  settee ' } });
    add();
    expect(await screen.findByText('settee', { selector: 'bdi' })).toBeTruthy();
    expect(bodiesTo(calls, '/hello/staff/searchSynonym/addGroup')).toEqual([{ terms: ['couch', 'settee'] }]);
    expect((terms as HTMLInputElement).value).toBe('');
  });

  it('adds a term to a group, and shows the server’s refusal beside it', async () => {
    const { calls } = operationsApi({
      '/hello/staff/searchSynonym/addTerm': () =>
        envelope(409, null, 'This group already has this term (or one a search reads the same).'),
    });
    renderSignedIn(PAGE);
    await screen.findByText('قنفة', { selector: 'bdi' });
    const sofa = groupOf('قنفة');
    const field = within(sofa).getByRole('textbox', { name: /^New term/ });
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(within(sofa).getByRole('button', { name: 'Add' }));
    expect(await within(sofa).findByText('Enter a term.')).toBeTruthy();
    // One the group has as the search reads it (taa marbuta, the article): refused here.
    fireEvent.change(field, { target: { value: 'الكنبه' } });
    fireEvent.click(within(sofa).getByRole('button', { name: 'Add' }));
    expect(
      await within(sofa).findByText('This group already has this term (or one a search reads the same).'),
    ).toBeTruthy();
    expect(bodiesTo(calls, '/hello/staff/searchSynonym/addTerm')).toEqual([]);

    fireEvent.change(field, { target: { value: ' أريكة ' } });
    fireEvent.click(within(sofa).getByRole('button', { name: 'Add' }));
    expect(await within(sofa).findByRole('alert')).toBeTruthy();
    expect(bodiesTo(calls, '/hello/staff/searchSynonym/addTerm')).toEqual([{ groupId: '1', term: 'أريكة' }]);
  });

  it('removes a term, saying when the group goes with it', async () => {
    let groups: object[] = [POWER_BANK, SOFA];
    const { calls } = operationsApi({
      '/hello/staff/searchSynonym/list': () => envelope(200, groups),
      '/hello/staff/searchSynonym/removeTerm': () => {
        groups = [SOFA];
        return envelope(200, { group: null });
      },
    });
    renderSignedIn(PAGE);
    await screen.findByText('充电宝', { selector: 'bdi' });
    // A group of three loses one term; a group of two goes with the one removed.
    expect(within(groupOf('قنفة')).getByRole('button', { name: 'Remove “صوفا”' })).toBeTruthy();
    fireEvent.click(
      within(groupOf('充电宝')).getByRole('button', { name: 'Remove “移动电源” (the group goes with it)' }),
    );
    await waitFor(() => expect(screen.queryByText('充电宝', { selector: 'bdi' })).toBeNull());
    expect(bodiesTo(calls, '/hello/staff/searchSynonym/removeTerm')).toEqual([
      { groupId: '2', termId: '22' },
    ]);
  });

  it('finds groups by a term as the search folds it, and pages a long list', async () => {
    const many = Array.from({ length: SYNONYM_GROUPS_SHOWN + 5 }, (_, index) => ({
      ...POWER_BANK,
      id: String(100 + index),
      terms: [
        { id: `${index}1`, term: `word${index}a`, folded: `word${index}a` },
        { id: `${index}2`, term: `word${index}b`, folded: `word${index}b` },
      ],
    }));
    operationsApi({ '/hello/staff/searchSynonym/list': () => envelope(200, [...many, SOFA]) });
    renderSignedIn(PAGE);
    expect(await screen.findByText(`Showing ${SYNONYM_GROUPS_SHOWN} of ${many.length + 1}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more groups' }));
    expect(await screen.findByText('قنفة', { selector: 'bdi' })).toBeTruthy();

    const filter = screen.getByRole('searchbox', { name: 'Find a group by one of its terms' });
    // Typed with haa for taa marbuta, as an Arabic keyboard often does.
    fireEvent.change(filter, { target: { value: 'قنفه' } });
    expect(await screen.findByText('Showing 1 of 1')).toBeTruthy();
    expect(screen.queryByText('word0a', { selector: 'bdi' })).toBeNull();
    fireEvent.change(filter, { target: { value: 'zebra' } });
    expect(await screen.findByRole('heading', { name: 'No group has “zebra”' })).toBeTruthy();
  });
});
