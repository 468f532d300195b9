import { DEFAULT_COUNTRY_ID } from '@tijara/domain';
import { beforeAll, expect, it } from 'vitest';
import type { Harness, RegisteredUser } from './harness';

interface AreaAnswer {
  id: number;
  parentId: number;
  areaName: string;
  areaEnName: string;
  areaKuName: string;
  areaArName: string;
  hasChildren: boolean;
}

interface AddressAnswer {
  id: string;
  firstName: string;
  cityId: number | null;
  isDefault: 0 | 1;
  countryName: string;
  provinceName: string;
  cityName: string | null;
}

/** Baghdad governorate and its first city, Baghdad; Karbala has one city, too. */
const BAGHDAD = DEFAULT_COUNTRY_ID * 100 + 1;
const BAGHDAD_CITY = BAGHDAD * 100 + 1;
const BASRA_CITY = (DEFAULT_COUNTRY_ID * 100 + 2) * 100 + 1;

/** Address calls (spec sections 3, 5, 7): the area tree, and a buyer's own addresses only. */
export function addressTests(harness: Harness) {
  let buyer: RegisteredUser;
  let other: RegisteredUser;

  beforeAll(async () => {
    buyer = await harness.registerUser();
    other = await harness.registerUser();
  });

  const areas = (parentId: string, locale: 'ar' | 'en' = 'en') =>
    harness.call<AreaAnswer[]>('/hello/userAddress/area', undefined, {
      method: 'GET',
      query: { parentId },
      locale,
    });

  const fields = (changes: Record<string, unknown> = {}) => ({
    firstName: '  Ali  ',
    lastName: 'Hassan',
    address: 'Karrada, street 62, house 14',
    countryId: DEFAULT_COUNTRY_ID,
    provinceId: BAGHDAD,
    cityId: BAGHDAD_CITY,
    mobile: '07701234567',
    postcode: '10001',
    email: '',
    isDefault: 0,
    ...changes,
  });

  const list = (token: string, locale: 'ar' | 'en' = 'en') =>
    harness.call<AddressAnswer[]>('/hello/userAddress/list', {}, { token, locale });

  it("lists the countries, then Iraq's 18 governorates, then a governorate's cities, named in four languages", async () => {
    const countries = await areas('0');
    expect(countries.body.data.map((area) => area.areaEnName)).toEqual([
      'Iraq',
      'China',
      'Saudi Arabia',
      'Turkey',
    ]);
    expect(countries.body.data[0]).toMatchObject({
      id: DEFAULT_COUNTRY_ID,
      areaArName: 'العراق',
      areaKuName: 'عێراق',
      areaName: '伊拉克',
      hasChildren: true,
    });
    const governorates = await areas(String(DEFAULT_COUNTRY_ID));
    expect(governorates.body.data).toHaveLength(18);
    expect(governorates.body.data[0]).toMatchObject({ id: BAGHDAD, areaArName: 'بغداد', hasChildren: true });
    const cities = await areas(String(BAGHDAD));
    expect(cities.body.data.map((city) => city.areaEnName)).toContain('Abu Ghraib');
    expect(cities.body.data.every((city) => !city.hasChildren)).toBe(true);
  });

  it('refuses a parentId that is not an area id', async () => {
    harness.expectFailure(await areas('abc'), 400, 400, /parentId/);
    harness.expectFailure(await areas('99999999999'), 400, 400, /parentId/);
  });

  it('needs a signed-in buyer', async () => {
    harness.expectFailure(await harness.call('/hello/userAddress/add', fields()), 401, 401);
    harness.expectFailure(await harness.call('/hello/userAddress/list', {}), 401, 401);
  });

  it("saves a trimmed address, the first one as the default, with area names in the buyer's language", async () => {
    const added = await harness.call<{ id: string }>('/hello/userAddress/add', fields(), {
      token: buyer.token,
    });
    expect(added.body).toMatchObject({ success: true, code: 200 });
    const inArabic = await list(buyer.token, 'ar');
    expect(inArabic.body.data).toEqual([
      expect.objectContaining({
        id: added.body.data.id,
        firstName: 'Ali',
        isDefault: 1,
        countryName: 'العراق',
        provinceName: 'بغداد',
        cityName: 'بغداد',
      }),
    ]);
    expect((await list(buyer.token, 'en')).body.data[0]).toMatchObject({ provinceName: 'Baghdad' });
  });

  it("requires the city when the province has cities, naming the field in the buyer's language", async () => {
    const answer = await harness.call('/hello/userAddress/add', fields({ cityId: null }), {
      token: buyer.token,
      locale: 'ar',
    });
    harness.expectFailure(answer, 400, 400, /cityId.*اختر المدينة/);
  });

  it('refuses a city of another province, a province of another country and another country', async () => {
    const token = buyer.token;
    harness.expectFailure(
      await harness.call('/hello/userAddress/add', fields({ cityId: BASRA_CITY }), { token }),
      400,
      400,
      /cityId/,
    );
    harness.expectFailure(
      await harness.call('/hello/userAddress/add', fields({ provinceId: BAGHDAD_CITY }), { token }),
      400,
      400,
      /provinceId/,
    );
    harness.expectFailure(
      await harness.call('/hello/userAddress/add', fields({ countryId: 4841 }), { token }),
      400,
      400,
      /countryId/,
    );
  });

  it('refuses text over the limits of spec section 5', async () => {
    const answer = await harness.call('/hello/userAddress/add', fields({ firstName: 'a'.repeat(129) }), {
      token: buyer.token,
    });
    harness.expectFailure(answer, 400, 400, /firstName.*128/);
    const postcode = await harness.call('/hello/userAddress/add', fields({ postcode: '1234567890' }), {
      token: buyer.token,
    });
    harness.expectFailure(postcode, 400, 400, /postcode/);
  });

  it('keeps one default: a new default takes the flag from the old one', async () => {
    const second = await harness.call<{ id: string }>(
      '/hello/userAddress/add',
      fields({ firstName: 'Zainab', isDefault: 1 }),
      {
        token: buyer.token,
      },
    );
    const addresses = (await list(buyer.token)).body.data;
    expect(addresses.filter((address) => address.isDefault === 1).map((address) => address.id)).toEqual([
      second.body.data.id,
    ]);
    expect(addresses[0]?.id).toBe(second.body.data.id);
  });

  it("updates and deletes only the buyer's own addresses", async () => {
    const [mine] = (await list(buyer.token)).body.data;
    if (!mine) throw new Error('the buyer has addresses');
    const stranger = await harness.call(
      '/hello/userAddress/update',
      { ...fields({ firstName: 'Mallory' }), id: mine.id },
      {
        token: other.token,
      },
    );
    harness.expectFailure(stranger, 404, 404);
    harness.expectFailure(
      await harness.call('/hello/userAddress/delete', { id: mine.id }, { token: other.token }),
      404,
      404,
    );
    expect((await list(other.token)).body.data).toEqual([]);

    const renamed = await harness.call(
      '/hello/userAddress/update',
      { ...fields({ firstName: 'Noor' }), id: mine.id },
      {
        token: buyer.token,
      },
    );
    expect(renamed.body.success).toBe(true);
    expect((await list(buyer.token)).body.data.map((address) => address.firstName)).toContain('Noor');

    const deleted = await harness.call('/hello/userAddress/delete', { id: mine.id }, { token: buyer.token });
    expect(deleted.body.success).toBe(true);
    expect((await list(buyer.token)).body.data.map((address) => address.id)).not.toContain(mine.id);
  });

  it('refuses an address id that is not one', async () => {
    harness.expectFailure(
      await harness.call('/hello/userAddress/delete', { id: 'abc' }, { token: buyer.token }),
      400,
      400,
      /id/,
    );
  });
}
