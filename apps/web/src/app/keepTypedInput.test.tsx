import { act, lazy, Suspense, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { keepTypedInput } from './keepTypedInput';

function Form() {
  const [text, setText] = useState('');
  const [ticked, setTicked] = useState(false);
  return (
    <>
      <input aria-label="search" value={text} onChange={(event) => setText(event.target.value)} />
      <input
        aria-label="hot only"
        type="checkbox"
        checked={ticked}
        onChange={(event) => setTicked(event.target.checked)}
      />
      <output>{`${text}|${String(ticked)}`}</output>
    </>
  );
}

/** Form's markup as the server sends it. */
const MARKUP =
  '<input aria-label="search" value=""/><input aria-label="hot only" type="checkbox"/><output>|false</output>';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function hydrate(container: HTMLElement) {
  await act(() => {
    root = hydrateRoot(container, <Form />);
    return Promise.resolve();
  });
}

describe('keepTypedInput', () => {
  it('gives the fields their typed text and ticks back after hydration, and the components take them', async () => {
    const container = document.createElement('div');
    container.innerHTML = MARKUP;
    document.body.append(container);
    const [search, hotOnly] = container.querySelectorAll('input');
    // Before the code arrived: text typed and a box ticked; then, while it hydrates, more text.
    search!.value = 'lam';
    hotOnly!.checked = true;
    const keeper = keepTypedInput(container);
    search!.value = 'lamp';
    search!.dispatchEvent(new Event('input', { bubbles: true }));
    await hydrate(container);
    act(() => keeper.shellHydrated());
    expect(search!.value).toBe('lamp');
    expect(hotOnly!.checked).toBe(true);
    expect(container.querySelector('output')?.textContent).toBe('lamp|true');
  });

  it('leaves alone a page nobody typed into', async () => {
    const container = document.createElement('div');
    container.innerHTML = MARKUP;
    document.body.append(container);
    const keeper = keepTypedInput(container);
    await hydrate(container);
    act(() => keeper.shellHydrated());
    expect(container.querySelector('output')?.textContent).toBe('|false');
  });

  it("gives a screen's fields theirs back after the screen's own hydration pass, the shell's before", async () => {
    function Field({ label }: { label: string }) {
      const [text, setText] = useState('');
      // Rendered again once hydrated, as react-aria's fields are (useIsSSR): the render that puts
      // the field's rendered value back over what was typed.
      const [, setHydrated] = useState(false);
      useEffect(() => setHydrated(true), []);
      return <input aria-label={label} value={text} onChange={(event) => setText(event.target.value)} />;
    }
    let screenHydrated = () => undefined as void;
    function Screen() {
      useEffect(() => screenHydrated(), []);
      return <Field label="quantity" />;
    }
    // On the server the screen is there; in the browser its code arrives after the shell's.
    let arrive = (_screen: { default: typeof Screen }) => undefined as void;
    const LateScreen = lazy(() => new Promise<{ default: typeof Screen }>((resolve) => (arrive = resolve)));
    const page = (screen: React.ReactNode) => (
      <>
        <Field label="search" />
        <main id="main">
          <Suspense fallback={null}>{screen}</Suspense>
        </main>
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(<Screen />));
    document.body.append(container);
    const [search, quantity] = container.querySelectorAll('input');
    search!.value = 'lamp';
    quantity!.value = '7';
    const keeper = keepTypedInput(container, container.querySelector('#main'));
    screenHydrated = () => keeper.laterPartHydrated();
    await act(() => {
      root = hydrateRoot(container, page(<LateScreen />));
      return Promise.resolve();
    });
    act(() => keeper.shellHydrated());
    // The shell's search answers with its text before the screen has hydrated.
    expect(search!.value).toBe('lamp');
    // Typed while the screen's code is still on its way: kept too.
    quantity!.value = '12';
    quantity!.dispatchEvent(new Event('input', { bubbles: true }));
    await act(async () => {
      arrive({ default: Screen });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.querySelectorAll('input')[1]).toBe(quantity);
    expect(quantity!.value).toBe('12');
    expect(search!.value).toBe('lamp');
  });
});
