import {
  addCart,
  CART_PAGE_SIZE_DEFAULT,
  deleteProduct,
  getProductNum,
  selectCartPage,
  selectCartProductPage,
  selectProduct,
  updateProduct,
} from '@tijara/api/contract';
import {
  BUSINESS_CODE,
  CART_ERROR,
  CART_MAX_LINES,
  isDomainMessageKey,
  orderQuantityMessageValues,
  quantityProblem,
  type Locale,
} from '@tijara/domain';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/ApiError';
import type { AuthenticatedUser } from '../../http/authentication';
import { registerEndpoint, registerTokenCheckedEndpoint, TOKEN_NOT_VALID } from '../../http/registerEndpoint';
import { cartLineWire, cartSummary } from './cartLines';
import {
  addToCart,
  countCallerCartLines,
  countCartLines,
  listCallerCartLines,
  countSelectedLines,
  deleteCartLines,
  findAddLimits,
  findLineLimits,
  listCartLines,
  selectCartLines,
  setCartQuantity,
  type StoredCartLine,
} from './cartRepository';

export interface CartDependencies {
  db: Database;
  clock: Clock;
}

/** A line id that is not one of the caller's lines: the same answer whoever's line it is. */
const itemNotFound = () => new ApiError(404, 404, CART_ERROR.itemNotFound);

/** Spec section 8: "product invalid or removed from shelves". */
const productUnavailable = () => new ApiError(404, 404, 'error.productUnavailable');

/**
 * Whose cart a call works on. Without `customerId`, the caller's own. With one (agent mode, spec
 * section 6), anyone but procurement staff is refused (403); procurement staff are refused too
 * until procurement mode exists (a later issue): the server does not yet record which customer a
 * member of staff has entered procurement for, and acting on any buyer's cart by id alone would
 * let staff read and change every cart.
 */
function cartOwner(user: AuthenticatedUser, customerId: string | undefined): string {
  if (customerId === undefined) return user.id;
  if (user.role !== 'procurement') throw new ApiError(403, 403, 'staffOnly');
  throw new ApiError(422, 422, CART_ERROR.agentModeUnavailable);
}

/** A quantity the variant's limits refuse, with the figures its message quotes. */
function quantityRefused(
  quantity: number,
  limits: { stock: number; minOrder: number; maxOrder: number | null },
  locale: Locale,
): ApiError | null {
  const problem = quantityProblem(quantity, {
    stock: limits.stock,
    maxQuantity: limits.maxOrder ?? undefined,
  });
  if (problem === null) return null;
  if (!isDomainMessageKey(problem))
    throw new Error(`the quantity rule gave ${problem}, which has no message`);
  const values = orderQuantityMessageValues({ ...limits, maxOrder: limits.maxOrder ?? undefined }, locale);
  return new ApiError(400, 400, problem, values);
}

function page(lines: readonly StoredCartLine[], pageNum: number, pageSize: number, locale: Locale) {
  const from = (pageNum - 1) * pageSize;
  return {
    records: lines.slice(from, from + pageSize).map((line) => cartLineWire(line, locale)),
    total: lines.length,
    pageNum,
    pageSize,
  };
}

/** Ids once each: a repeated id is one line, not a missing one. */
const distinct = (ids: readonly string[]) => [...new Set(ids)];

/** The cart calls of spec section 7, each on the caller's own cart (see `cartCalls.ts` in the contract). */
export function registerCartRoutes(app: FastifyInstance, { db, clock }: CartDependencies): void {
  // The cart page checks the token in its own statement, but when acting for a customer (`cartOwner`).
  registerTokenCheckedEndpoint(app, selectCartPage, async (input, { token, caller, locale }) => {
    const lines =
      input.customerId === undefined
        ? await listCallerCartLines(db, token)
        : await listCartLines(db, cartOwner((await caller()).user, input.customerId));
    if (lines === null) return TOKEN_NOT_VALID;
    return {
      ...page(lines, input.pageNum ?? 1, input.pageSize ?? CART_PAGE_SIZE_DEFAULT, locale),
      summary: cartSummary(lines),
    };
  });

  registerEndpoint(app, selectCartProductPage, async (input, { user, locale }) => {
    const lines = await listCartLines(db, cartOwner(user, input.customerId), input.productId);
    return page(lines, input.pageNum ?? 1, input.pageSize ?? CART_PAGE_SIZE_DEFAULT, locale);
  });

  // The header's count on every page: the token is checked in the count's own statement. Acting
  // for a customer needs the caller's role first (`cartOwner`), so that path checks it apart.
  registerTokenCheckedEndpoint(app, getProductNum, async ({ customerId }, { token, caller }) => {
    if (customerId !== undefined) return countCartLines(db, cartOwner((await caller()).user, customerId));
    return (await countCallerCartLines(db, token)) ?? TOKEN_NOT_VALID;
  });

  registerEndpoint(app, addCart, async ({ productId, skuId, quantity, customerId }, { user, locale }) => {
    const owner = cartOwner(user, customerId);
    const added = await addToCart(db, owner, { productId, skuId, quantity }, clock.now());
    if (added) return added;
    // Refused inside the statement: read why, to say so.
    const limits = await findAddLimits(db, owner, productId, skuId);
    if (!limits.product) throw productUnavailable();
    if (!limits.variant) throw new ApiError(404, 404, 'skuNotFound');
    const refused = quantityRefused(limits.inCart + quantity, limits.variant, locale);
    if (refused) throw refused;
    if (limits.inCart === 0 && limits.lines >= CART_MAX_LINES) {
      throw new ApiError(400, BUSINESS_CODE.cartNumberTip, 'error.cartNumberTip');
    }
    // The stock or the cart changed between the statement and the reading: once more, as it is now.
    const retried = await addToCart(db, owner, { productId, skuId, quantity }, clock.now());
    if (retried) return retried;
    throw new ApiError(409, 409, 'error.operationFailed');
  });

  registerEndpoint(app, updateProduct, async ({ id, quantity, customerId }, { user, locale }) => {
    const owner = cartOwner(user, customerId);
    const updated = await setCartQuantity(db, owner, id, quantity);
    if (updated) return updated;
    const line = await findLineLimits(db, owner, id);
    if (!line) throw itemNotFound();
    if (!line.variant) throw productUnavailable();
    const refused = quantityRefused(quantity, line.variant, locale);
    if (refused) throw refused;
    const retried = await setCartQuantity(db, owner, id, quantity);
    if (retried) return retried;
    throw new ApiError(409, 409, 'error.operationFailed');
  });

  registerEndpoint(app, deleteProduct, async ({ ids, customerId }, { user }) => {
    const owner = cartOwner(user, customerId);
    const wanted = distinct(ids);
    // All or nothing: the transaction is rolled back when any id is not the caller's line.
    const deleted = await db.transaction(async (tx) => {
      const gone = await deleteCartLines(tx, owner, wanted);
      if (gone.length !== wanted.length) throw itemNotFound();
      return gone.length;
    });
    return { deleted };
  });

  registerEndpoint(app, selectProduct, async (input, { user }) => {
    const owner = cartOwner(user, input.customerId);
    return db.transaction(async (tx) => {
      if ('ids' in input) {
        const wanted = distinct(input.ids);
        const changed = await selectCartLines(tx, owner, wanted, input.selected);
        if (changed.length !== wanted.length) throw itemNotFound();
      } else {
        await selectCartLines(tx, owner, null, input.selected);
      }
      return { selectedCount: await countSelectedLines(tx, owner) };
    });
  });
}
