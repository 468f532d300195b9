import { useHydrated } from '@tijara/ui';
import { Suspense, use, useLayoutEffect, useState, type ReactNode } from 'react';
import { holdPageContentHydrated, isPageContentHydrating } from './pageContentHydrated';

/**
 * Events that start a buyer's interaction: React hydrates the item they reach there and then, and
 * drops the event if the item's turn held it back. Opened turns let it through at once: an item
 * whose turn is open does not wait for its promise (`gate` answers null).
 */
const INTERACTIONS = [
  'pointerdown',
  'mousedown',
  'touchstart',
  'keydown',
  'focusin',
  'input',
  'click',
] as const;
/** The lists whose items are still waiting for their turn. */
const waitingLists = new Set<HydrationTurns>();

function openEveryTurn(): void {
  for (const turns of [...waitingLists]) turns.openAll();
}

function listenForInteraction(listening: boolean): void {
  for (const type of INTERACTIONS) {
    if (listening) window.addEventListener(type, openEveryTurn, { capture: true, passive: true });
    else window.removeEventListener(type, openEveryTurn, { capture: true });
  }
}

/**
 * Which items of one list may hydrate: the first at once, each other once the one before it has
 * committed, and all of them as soon as the buyer interacts with the page. Made once per list, by
 * `useHydrationTurns`.
 */
export class HydrationTurns {
  /** Items up to this index may hydrate. */
  private open = 0;
  private readonly gates = new Map<number, { gate: Promise<void>; resolve: () => void }>();
  /** How many items the hydrated list has (none to wait for: 0), and which have committed. */
  private expected = 0;
  private readonly committedItems = new Set<number>();
  private onAllCommitted: (() => void) | null = null;

  /** What the item at `index` waits for before it hydrates, or null when it may now. */
  gate(index: number): Promise<void> | null {
    if (index <= this.open) return null;
    let entry = this.gates.get(index);
    if (!entry) {
      let resolve = () => undefined as void;
      const gate = new Promise<void>((done) => {
        resolve = done;
      });
      entry = { gate, resolve };
      this.gates.set(index, entry);
    }
    return entry.gate;
  }

  /** The list hydrated with `count` items; `then` runs once each has committed (or left). */
  expect(count: number, then: () => void): void {
    this.expected = count;
    this.onAllCommitted = then;
    if (!this.allCommitted()) {
      if (waitingLists.size === 0) listenForInteraction(true);
      waitingLists.add(this);
    }
    this.settle();
  }

  /** The list now has `count` items: the ones past its end will not commit. */
  trim(count: number): void {
    this.expected = Math.min(this.expected, count);
    this.settle();
  }

  /** The item at `index` has committed: the next one may hydrate. */
  committed(index: number): void {
    this.committedItems.add(index);
    this.openUpTo(index + 1);
    this.settle();
  }

  /** Every item may hydrate now. */
  openAll(): void {
    this.openUpTo(Number.POSITIVE_INFINITY);
  }

  /** Stops waiting: the list has gone. */
  release(): void {
    this.openAll();
    this.expected = 0;
    this.settle();
  }

  private openUpTo(index: number): void {
    if (index <= this.open) return;
    this.open = index;
    for (const [waiting, { resolve }] of this.gates) {
      if (waiting > index) continue;
      this.gates.delete(waiting);
      resolve();
    }
  }

  private allCommitted(): boolean {
    for (let index = 0; index < this.expected; index += 1) {
      if (!this.committedItems.has(index)) return false;
    }
    return true;
  }

  private settle(): void {
    if (!this.allCommitted()) return;
    if (waitingLists.delete(this) && waitingLists.size === 0) listenForInteraction(false);
    const then = this.onAllCommitted;
    this.onAllCommitted = null;
    then?.();
  }
}

/**
 * The turns of a list of `count` items, for its `ItemInTurn`s. When the list is part of the screen
 * being hydrated, the screen does not count as hydrated (`afterPageContentHydrates`) until each of
 * its items has: what the buyer typed into an item before then is given back once it can take it.
 */
export function useHydrationTurns(count: number): HydrationTurns {
  const [turns] = useState(() => new HydrationTurns());
  const [hydratedWith] = useState(() => (isPageContentHydrating() ? count : 0));
  useLayoutEffect(() => {
    if (hydratedWith === 0) return undefined;
    turns.expect(hydratedWith, holdPageContentHydrated());
    return () => turns.release();
  }, [turns, hydratedWith]);
  useLayoutEffect(() => turns.trim(count), [turns, count]);
  return turns;
}

function InTurn({ turns, index, children }: { turns: HydrationTurns; index: number; children: ReactNode }) {
  const hydrating = !useHydrated();
  const gate = hydrating && isPageContentHydrating() ? turns.gate(index) : null;
  if (gate) use(gate);
  useLayoutEffect(() => turns.committed(index), [turns, index]);
  return children;
}

export interface ItemInTurnProps {
  turns: HydrationTurns;
  /** The item's place in the list, from 0. */
  index: number;
  children: ReactNode;
}

/**
 * One item of a server-rendered list whose items are costly to hydrate (the cart's lines: each a
 * checkbox, a number field and three buttons of react-aria). Each item hydrates in a pass of its
 * own once the one before it has committed, instead of all of them in the pass that hydrates the
 * screen. React renders each of react-aria's controls a second time, synchronously, right after it
 * hydrates (their ids and slots settle then); for a whole cart that was one task of about 150 ms on
 * a slow phone, during which a tap waited, and now it is a short task per line. An item is a
 * `<Suspense>` boundary of its own (comments in the page, no element): until its turn it keeps the
 * server's markup. The first interaction with the page opens every turn, so the item it reaches
 * hydrates at once, as React does for an interaction with any part still to hydrate. In a client
 * render, on a server and on a page the browser was not told will hydrate (`pageWillHydrate`)
 * every item renders with its list.
 */
export function ItemInTurn({ turns, index, children }: ItemInTurnProps) {
  return (
    <Suspense fallback={null}>
      <InTurn turns={turns} index={index}>
        {children}
      </InTurn>
    </Suspense>
  );
}
