import { usePdpdMutation, usePdpdQuery, type QueryState } from '@tijara/api';
import {
  addBankCard,
  deleteBankCard,
  getBackCard,
  getPayWhiteList,
  uwebuyPayPci,
  type ResponseOf,
} from '@tijara/api/contract';

export type SavedCard = ResponseOf<typeof getBackCard>['cards'][number];
export type CardWhiteList = ResponseOf<typeof getPayWhiteList>;
export type HostedSessionStart = ResponseOf<typeof uwebuyPayPci>;

const NO_REQUEST = {};

/** The buyer's saved cards (`/hello/pay/getBackCard`), newest first; undefined until loaded. */
export function useSavedCards(): QueryState<ResponseOf<typeof getBackCard>> & {
  cards: SavedCard[] | undefined;
} {
  const { data, error, isLoading, mutate } = usePdpdQuery(getBackCard, NO_REQUEST);
  return { cards: data?.cards, error, isLoading, mutate };
}

/** Whether cards are on, the brands taken and the gateway's origin (`/hello/pay/getPayWhiteList`). */
export function useCardWhiteList(): QueryState<CardWhiteList> & { data: CardWhiteList | undefined } {
  const { data, error, isLoading, mutate } = usePdpdQuery(getPayWhiteList, NO_REQUEST);
  return { data, error, isLoading, mutate };
}

/** The reads adding or deleting a card makes stale. */
const CARD_READS = [getBackCard];

/** Starting a hosted session, saving its card and deleting a card; the list refetches after each change. */
export function useCardMutations() {
  const start = usePdpdMutation(uwebuyPayPci, []);
  const add = usePdpdMutation(addBankCard, CARD_READS);
  const remove = usePdpdMutation(deleteBankCard, CARD_READS);
  return {
    startSession: start.trigger,
    addCard: add.trigger,
    deleteCard: remove.trigger,
    isAdding: add.isMutating,
  };
}
