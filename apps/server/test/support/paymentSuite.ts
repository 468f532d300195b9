import { randomUUID } from 'node:crypto';
import { setPaymentPassword } from '@tijara/api/contract';
import { usdCents, usdToIqd, type AccountRole, type IqdPerUsd, type Locale } from '@tijara/domain';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { Database } from '../../src/db/database';
import type { ProductRow, SkuRow } from '../../src/modules/catalogue/catalogueRows';
import { saveCategories, saveProduct } from '../../src/modules/catalogue/catalogueWrites';
import { BANK_ACCOUNTS_VARIABLE, type ProviderBankAccount } from '../../src/modules/payment/bankAccounts';
import { setRate } from '../../src/modules/rate/rateRepository';
import { setAccountRole } from '../../src/modules/roles/roleRepository';
import type { Harness, RegisteredUser } from '../account/harness';
import type { Answer, CallOptions } from './pdpdCaller';
import { testProduct } from './productFixture';

/**
 * What the suites that pay order stages over HTTP share (paymentApi, walletPayment, cardPayment,
 * providerPayments, secondStage, paymentFuzz, priceChange): a kettle of the suite's own in a
 * category of its own, the rate, calls as a signed-in user, orders of 2 kettles, staff members and
 * buyers with a payment password, the ledger's balance. The wallet top-up suites, which order
 * nothing, take only the calls (`suiteCalls`).
 */

/** Whichever database a suite runs against: embedded PGlite or a real PostgreSQL server. */
export type OpenDatabase = () => Promise<Database | { unavailable: string }>;

/** The rate the payment suites set: 1,310 dinars to the dollar. */
export const PAYMENT_RATE = 1_310 as IqdPerUsd;
/** $25.00 a unit and $4.00 China freight: an order of 2 kettles costs $54.00 in stage 1. */
export const STAGE_ONE_CENTS = 5_400;
/** Stage 1 of an order of 2 kettles at the rate: 70,740 dinars. */
export const STAGE_ONE_IQD = usdToIqd(usdCents(STAGE_ONE_CENTS), PAYMENT_RATE);

export interface PaymentShelf {
  /** Names the product's picture keys (`${suite}/${id}`) and the rate's note. */
  suite: string;
  /** The category's ids are the suite's own, so that suites sharing a database do not meet. */
  category: number;
  /** The category's English name. */
  categoryName: string;
  kettle: { id: number; sku: number };
  /** How many the kettle and its SKU hold. @default 100_000 */
  stock?: number;
}

/** The suite's kettle: $25.00 a unit with $4.00 of China freight, in stock, with one SKU. */
function kettle(shelf: PaymentShelf): { product: ProductRow; sku: SkuRow } {
  const { id, sku } = shelf.kettle;
  const stock = shelf.stock ?? 100_000;
  return {
    product: testProduct(shelf.suite, id, shelf.category, {
      price_cents: 2_500,
      max_price_cents: 2_500,
      stock,
      china_freight_cents: 400,
    }),
    sku: {
      id: sku,
      product_id: id,
      sort: 1,
      attributes: [],
      stock,
      price_cents: 2_500,
      promotion_price_cents: null,
    },
  };
}

/**
 * The calls every suite over HTTP makes, with or without a kettle of its own: `ok` reads a
 * successful answer's data (failing the test on any other), `as(user)` calls as that user signed
 * in (in English unless told), `staffMember` signs up a user in a staff role,
 * `buyerWithPaymentPassword` a buyer who has set one, and `expectBooksBalanced` checks that every
 * ledger transaction, and so the whole ledger, sums to zero in each currency.
 */
export function suiteCalls(h: Harness) {
  const ok = <Data>(answer: Answer<Data>): Data => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.success).toBe(true);
    return answer.body.data;
  };

  const as =
    (user: RegisteredUser) =>
    <Data>(path: string, body: unknown = {}, options: CallOptions = {}): Promise<Answer<Data>> =>
      h.call<Data>(path, body, { token: user.token, locale: 'en', ...options });

  const staffMember = async (role: Exclude<AccountRole, 'buyer'>) => {
    const user = await h.registerUser();
    expect(await setAccountRole(h.db, user.userId, role)).toBe(true);
    return user;
  };

  const buyerWithPaymentPassword = async (paymentPassword: string) => {
    const buyer = await h.registerUser();
    ok(
      await as(buyer)(setPaymentPassword.path, {
        paymentPassword,
        paymentPasswordConfirmation: paymentPassword,
      }),
    );
    return buyer;
  };

  const expectBooksBalanced = async () => {
    expect(
      await h.db.query(
        'SELECT transaction_id, currency FROM ledger_entry GROUP BY transaction_id, currency HAVING SUM(amount) <> 0',
      ),
    ).toEqual([]);
    const totals = await h.db.query<{ total: string }>(
      'SELECT SUM(amount)::text AS total FROM ledger_entry GROUP BY currency',
    );
    expect(
      totals.every((row) => row.total === '0'),
      JSON.stringify(totals),
    ).toBe(true);
  };

  return { ok, as, staffMember, buyerWithPaymentPassword, expectBooksBalanced };
}

/**
 * Saves the suite's category, kettle and the rate before its tests, and answers the calls its
 * tests make: those of `suiteCalls`, and `newOrder`, which orders 2 kettles by self pickup
 * (stage 1 is $54.00).
 */
export function paymentSuite(h: Harness, shelf: PaymentShelf) {
  beforeAll(async () => {
    await saveCategories(h.db, [
      {
        id: shelf.category,
        parent_id: 0,
        level: 1,
        sort: 99,
        name: { en: shelf.categoryName },
        image_key: null,
      },
    ]);
    const { product, sku } = kettle(shelf);
    await saveProduct(h.db, product, [sku]);
    await setRate(h.db, PAYMENT_RATE, `${shelf.suite} suite`);
  });

  const calls = suiteCalls(h);
  const { ok, as } = calls;

  /** A new order of 2 kettles by self pickup, made in `locale`: stage 1 is $54.00. */
  const newOrder = async (buyer: RegisteredUser, locale: Locale = 'en'): Promise<string> => {
    const line = ok(
      await as(buyer)<{ id: string }>('/hello/cart/addCart', {
        productId: String(shelf.kettle.id),
        skuId: String(shelf.kettle.sku),
        quantity: 2,
      }),
    );
    return ok(
      await as(buyer)<{ orderNo: string }>(
        '/hello/order/createOrder',
        { requestId: randomUUID(), itemIds: [line.id], deliveryMethod: 2 },
        { locale },
      ),
    ).orderNo;
  };

  return { ...calls, newOrder };
}

/**
 * The provider's bank accounts, as the server reads them at start (see the server README): call
 * it inside the suite's describe before `useHarness`, so that the transfer is offered.
 */
export function setBankAccountsEnv(accounts: ProviderBankAccount[]) {
  vi.stubEnv(BANK_ACCOUNTS_VARIABLE, JSON.stringify(accounts));
  afterAll(() => {
    vi.unstubAllEnvs();
  });
}
