import type { StaffRole } from '@tijara/domain';
import { defineMessages, type MessageDescriptor } from 'react-intl';
import {
  financeQueueAddress,
  priceChangeAddress,
  searchSynonymsAddress,
  secondStageAddress,
  walletTopUpsAddress,
} from '../../app/routeTable';

/** One entry of the console's side navigation: where it goes and which roles do that work. */
export interface StaffNavEntry {
  readonly id: string;
  /** The roles whose members see the entry (the server's `access` of the calls behind it). */
  readonly roles: readonly StaffRole[];
  readonly address: () => string;
  readonly label: MessageDescriptor;
}

const labels = defineMessages({
  financeReview: { id: 'staff.nav.financeReview' },
  priceChange: { id: 'staff.nav.priceChange' },
  searchSynonyms: { id: 'staff.nav.searchSynonyms' },
  secondStage: { id: 'staff.nav.secondStage' },
  walletTopUps: { id: 'staff.nav.walletTopUps' },
});

/**
 * The console's areas, in the order the navigation lists them. Later issues add theirs here
 * (operations, procurement); each says which roles use it, as its calls' `access` does.
 */
export const STAFF_NAVIGATION: readonly StaffNavEntry[] = [
  {
    id: 'financeReview',
    roles: ['finance'],
    address: () => financeQueueAddress(),
    label: labels.financeReview,
  },
  {
    id: 'walletTopUps',
    roles: ['finance'],
    address: () => walletTopUpsAddress(),
    label: labels.walletTopUps,
  },
  {
    id: 'secondStage',
    roles: ['operations'],
    address: () => secondStageAddress(),
    label: labels.secondStage,
  },
  {
    id: 'searchSynonyms',
    roles: ['operations'],
    address: () => searchSynonymsAddress(),
    label: labels.searchSynonyms,
  },
  {
    id: 'priceChange',
    roles: ['procurement'],
    address: () => priceChangeAddress(),
    label: labels.priceChange,
  },
];

/** The entries a member with `roles` sees, in the navigation's order. */
export function navigationFor(
  roles: readonly StaffRole[],
  entries: readonly StaffNavEntry[] = STAFF_NAVIGATION,
): StaffNavEntry[] {
  return entries.filter((entry) => entry.roles.some((role) => roles.includes(role)));
}

/**
 * The entry whose area `pathname` is in: the one with the longest address it is at or under, so
 * finance's top-ups (/staff/finance/top-ups) are the top-ups' and not also the queue's
 * (/staff/finance), while a review (/staff/finance/review) stays the queue's. None outside them all.
 */
export function currentEntry(entries: readonly StaffNavEntry[], pathname: string): StaffNavEntry | undefined {
  let best: StaffNavEntry | undefined;
  let bestLength = -1;
  for (const entry of entries) {
    const [address = ''] = entry.address().split('?');
    const within = pathname === address || pathname.startsWith(`${address}/`);
    if (within && address.length > bestLength) {
      best = entry;
      bestLength = address.length;
    }
  }
  return best;
}
