import type { Migration } from '../db/migrate';
import { accountArea } from './account';
import { addressArea } from './address';
import { agentArea } from './agent';
import { cardArea } from './card';
import { cartArea } from './cart';
import { catalogueArea } from './catalogue';
import { inquiryArea } from './inquiry';
import { ledgerArea } from './ledger';
import { mediaArea } from './media';
import { orderArea } from './order';
import { paymentArea } from './payment';
import { priceChangeArea } from './priceChange';
import { rateArea } from './rate';
import { rolesArea } from './roles';
import { secondStageArea } from './secondStage';
import type { ServerArea } from './serverArea';
import { walletArea } from './wallet';

/** Every area of the server. Adding one is one entry here (and its folder). */
export const areas: readonly ServerArea[] = [
  rateArea,
  accountArea,
  rolesArea,
  addressArea,
  mediaArea,
  catalogueArea,
  inquiryArea,
  agentArea,
  cartArea,
  orderArea,
  ledgerArea,
  paymentArea,
  walletArea,
  cardArea,
  secondStageArea,
  priceChangeArea,
];

/**
 * The union of the areas' migrations, in id order: databases record applied ids in
 * `schema_migrations`, so ids never change and the order is the ids' order, whichever area owns
 * them. Two migrations with one id would mean one is never applied: refused at start.
 */
export function migrationsOf(list: readonly ServerArea[]): readonly Migration[] {
  const all = list.flatMap((area) => area.migrations);
  const sorted = [...all].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (let index = 1; index < sorted.length; index += 1) {
    if (sorted[index]?.id === sorted[index - 1]?.id) {
      throw new Error(`two migrations have the id ${sorted[index]?.id ?? ''}`);
    }
  }
  return sorted;
}

/** Every schema change, oldest first. */
export const migrations: readonly Migration[] = migrationsOf(areas);
