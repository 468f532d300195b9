import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
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
    const restore = keepTypedInput(container);
    search!.value = 'lamp';
    search!.dispatchEvent(new Event('input', { bubbles: true }));
    await hydrate(container);
    act(() => restore());
    expect(search!.value).toBe('lamp');
    expect(hotOnly!.checked).toBe(true);
    expect(container.querySelector('output')?.textContent).toBe('lamp|true');
  });

  it('leaves alone a page nobody typed into', async () => {
    const container = document.createElement('div');
    container.innerHTML = MARKUP;
    document.body.append(container);
    const restore = keepTypedInput(container);
    await hydrate(container);
    act(() => restore());
    expect(container.querySelector('output')?.textContent).toBe('|false');
  });
});
