import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  deferredAppScript,
  FALLBACK_START_MS,
  PRELOADS_ADDED_GLOBAL,
  readServerRendered,
  serverRenderedScript,
  SERVER_RENDERED_ID,
  startPreloadsAdded,
  type ServerRendered,
} from './serverRendered';
import { manualMessageChannel } from '../test/manualMessageChannel';
import { PRELOADS_PER_TASK } from './modulePreloads';

afterEach(() => {
  // A script left waiting starts now, and stops listening, before the next test.
  if (vi.isFakeTimers()) vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  Reflect.deleteProperty(window, PRELOADS_ADDED_GLOBAL);
});

const payload: ServerRendered = {
  locale: 'en',
  currency: 'IQD',
  answers: [
    {
      path: '/hello/product/detail',
      request: { productId: '1' },
      data: { name: 'Lamp </script><script>alert(1)</script> <!-- \u2028 $& done' },
    },
  ],
};

describe("the page's payload", () => {
  it('reaches the browser whole, whatever text it carries, and cannot end its script early', () => {
    const script = serverRenderedScript(payload);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    document.body.innerHTML = `<div id="root"></div>${script}`;
    expect(readServerRendered(document)).toEqual(payload);
  });

  it('is null for a page without one, or with one that is not ours', () => {
    expect(readServerRendered(document)).toBeNull();
    for (const text of [
      'not json',
      '{"locale":"fr","currency":"USD","answers":[]}',
      '{"locale":"ar","currency":"EUR","answers":[]}',
      '{"locale":"ar","currency":"USD"}',
    ]) {
      document.body.innerHTML = `<script id="${SERVER_RENDERED_ID}" type="application/json">${text}</script>`;
      expect(readServerRendered(document)).toBeNull();
    }
  });
});

describe("the script that starts a server-rendered page's code", () => {
  function run(entry = '/assets/index-1.js', preloads = ['/assets/a-1.js', '/assets/b-1.js']) {
    const source = /<script>([\s\S]*)<\/script>/.exec(deferredAppScript(entry, preloads))?.[1] ?? '';
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script the page runs, as it runs it
    const script = new Function(source) as () => void;
    script();
  }
  const started = () =>
    [...document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
  const preloaded = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

  it('asks for the code once the page has loaded (here: no paint timing, so at load), once', () => {
    vi.useFakeTimers();
    run();
    // jsdom's document has finished loading: the script starts it on the next turn.
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(started()).toEqual(['/assets/index-1.js']);
    expect(preloaded()).toEqual(['/assets/a-1.js', '/assets/b-1.js'].slice(0, PRELOADS_PER_TASK));
    vi.advanceTimersByTime(FALLBACK_START_MS);
    expect(started()).toHaveLength(1);
  });

  it('adds the module preloads a few at a time, each batch in a task of its own, after the entry', () => {
    vi.useFakeTimers();
    const messages = manualMessageChannel();
    vi.stubGlobal('MessageChannel', messages.MessageChannel);
    const modules = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, index) => `/assets/m${index}.js`);
    run('/assets/index-1.js', modules);
    vi.advanceTimersByTime(0);
    expect(started()).toEqual(['/assets/index-1.js']);
    expect(preloaded()).toEqual(modules.slice(0, PRELOADS_PER_TASK));
    // The next batch comes with a message (not a timer, which nesting would clamp to 4 ms).
    messages.deliverNext();
    expect(preloaded()).toEqual(modules.slice(0, PRELOADS_PER_TASK * 2));
    messages.deliverNext();
    expect(preloaded()).toEqual(modules);
    expect(messages.waiting()).toBe(0);
    vi.advanceTimersByTime(FALLBACK_START_MS);
    expect(preloaded()).toEqual(modules);
  });

  it('tells the app once it has added the last preload', async () => {
    vi.useFakeTimers();
    const messages = manualMessageChannel();
    vi.stubGlobal('MessageChannel', messages.MessageChannel);
    const modules = Array.from({ length: PRELOADS_PER_TASK + 1 }, (_, index) => `/assets/m${index}.js`);
    run('/assets/index-1.js', modules);
    vi.advanceTimersByTime(0);
    let added = false;
    void startPreloadsAdded().then(() => {
      added = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(added).toBe(false);
    messages.deliverNext();
    expect(preloaded()).toEqual(modules);
    await vi.waitFor(() => expect(added).toBe(true));
  });

  it('has nothing to wait for on a page without it', async () => {
    await expect(startPreloadsAdded({})).resolves.toBeUndefined();
  });

  it('asks for it at once when the buyer reaches for the page', () => {
    vi.useFakeTimers();
    run();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(started()).toEqual(['/assets/index-1.js']);
  });
});
