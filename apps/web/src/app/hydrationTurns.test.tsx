import { act, useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Whether the page hydrates, and whether its content has, are page-wide state:
// each test loads both modules afresh.
async function fresh() {
  vi.resetModules();
  const turns = await import('./hydrationTurns');
  const page = await import('./pageContentHydrated');
  return { ...turns, ...page };
}

type Modules = Awaited<ReturnType<typeof fresh>>;

const ITEMS = 4;
let log: string[] = [];
let containers: HTMLElement[] = [];
let roots: Root[] = [];

/** An item that costs what react-aria's controls do after hydrating: a second, synchronous render. */
function Item({ index, onPress }: { index: number; onPress: (index: number) => void }) {
  const [settled, setSettled] = useState(false);
  useLayoutEffect(() => {
    log.push(`commit ${index}`);
    setSettled(true);
  }, [index]);
  if (!settled) log.push(`render ${index}`);
  return (
    <li>
      <button type="button" onClick={() => onPress(index)}>
        item {index}
      </button>
    </li>
  );
}

function page({ ItemInTurn, useHydrationTurns, PageContentHydrated }: Modules, onPress = (_: number) => {}) {
  function List() {
    const turns = useHydrationTurns(ITEMS);
    return (
      <ul>
        {Array.from({ length: ITEMS }, (_, index) => (
          <ItemInTurn key={index} turns={turns} index={index}>
            <Item index={index} onPress={onPress} />
          </ItemInTurn>
        ))}
      </ul>
    );
  }
  return (
    <>
      <List />
      <PageContentHydrated />
    </>
  );
}

/** The server's markup of `element` in a container of the document. */
function serverRendered(element: React.ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  containers.push(container);
  return container;
}

/**
 * Lets React's scheduler run its tasks (hydration passes are tasks, not microtasks) until the log
 * has each of `entries`, looking every millisecond.
 */
async function untilLogged(...entries: string[]) {
  await vi.waitFor(() => expect(log).toEqual(expect.arrayContaining(entries)), {
    interval: 1,
    timeout: 5000,
  });
}

afterEach(() => {
  act(() => {
    for (const root of roots) root.unmount();
  });
  for (const container of containers) container.remove();
  roots = [];
  containers = [];
  log = [];
});

describe('hydration in turns', () => {
  it("hydrates a server-rendered list one item a pass, each after the one before, over the server's markup", async () => {
    const modules = await fresh();
    const container = serverRendered(page(modules));
    const markup = container.innerHTML;
    log = [];
    modules.pageWillHydrate();
    const errors: unknown[] = [];
    roots.push(hydrateRoot(container, page(modules), { onRecoverableError: (error) => errors.push(error) }));
    await untilLogged('commit 3');
    // Each item renders and commits before the next one renders: a pass (and a task) each.
    expect(log).toEqual([
      'render 0',
      'commit 0',
      'render 1',
      'commit 1',
      'render 2',
      'commit 2',
      'render 3',
      'commit 3',
    ]);
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(markup);
  });

  it('holds the screen as not hydrated until every item has', async () => {
    const modules = await fresh();
    const container = serverRendered(page(modules));
    log = [];
    modules.pageWillHydrate();
    const typedBack = vi.fn(() => log.push('screen hydrated'));
    modules.afterPageContentHydrates(typedBack);
    roots.push(hydrateRoot(container, page(modules)));
    await untilLogged('screen hydrated');
    expect(typedBack).toHaveBeenCalledTimes(1);
    expect(log.at(-1)).toBe('screen hydrated');
    expect(log.indexOf('commit 3')).toBeLessThan(log.indexOf('screen hydrated'));
  });

  it('hydrates an item the buyer taps at once, and the tap reaches it', async () => {
    const modules = await fresh();
    const pressed = vi.fn();
    const container = serverRendered(page(modules, pressed));
    log = [];
    modules.pageWillHydrate();
    const errors: unknown[] = [];
    roots.push(
      hydrateRoot(container, page(modules, pressed), { onRecoverableError: (error) => errors.push(error) }),
    );
    // Until the first item has committed, the last one waits for its turn.
    await untilLogged('commit 0');
    expect(log).not.toContain('render 3');
    const button = container.querySelectorAll('button')[3];
    button?.click();
    expect(pressed).toHaveBeenCalledWith(3);
    expect(log).toContain('commit 3');
    // Hydrated, not rendered afresh over the server's markup.
    expect(errors).toEqual([]);
    expect(button?.isConnected).toBe(true);
    await untilLogged('commit 1', 'commit 2');
    expect(log.filter((entry) => entry.startsWith('commit')).sort()).toEqual([
      'commit 0',
      'commit 1',
      'commit 2',
      'commit 3',
    ]);
  });

  it('renders every item at once in a client render, and in a page not said to hydrate (a server, a test)', async () => {
    const modules = await fresh();
    modules.pageWillHydrate();
    const container = document.createElement('div');
    document.body.append(container);
    containers.push(container);
    const root = createRoot(container);
    roots.push(root);
    act(() => root.render(page(modules)));
    expect(log.slice(0, 4)).toEqual(['render 0', 'render 1', 'render 2', 'render 3']);

    const notAllowed = await fresh();
    const hydrated = serverRendered(page(notAllowed));
    log = [];
    roots.push(hydrateRoot(hydrated, page(notAllowed)));
    await untilLogged('render 3');
    expect(log.slice(0, 4)).toEqual(['render 0', 'render 1', 'render 2', 'render 3']);
  });
});
