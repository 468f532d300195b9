import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addModulePreloads,
  DEFERRED_FILES_ID,
  inNextTask,
  PRELOADS_PER_TASK,
  readDeferredFiles,
} from './modulePreloads';
import { manualMessageChannel } from '../test/manualMessageChannel';

const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('module preloads a few at a time', () => {
  it('adds PRELOADS_PER_TASK in each task, then calls back once, after the last', () => {
    const tasks = manualMessageChannel();
    vi.stubGlobal('MessageChannel', tasks.MessageChannel);
    const files = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, index) => `/assets/m${index}.js`);
    const done = vi.fn();
    addModulePreloads(document, files, done);
    expect(preloaded()).toEqual(files.slice(0, PRELOADS_PER_TASK));
    tasks.deliverNext();
    expect(preloaded()).toEqual(files.slice(0, PRELOADS_PER_TASK * 2));
    expect(done).not.toHaveBeenCalled();
    tasks.deliverNext();
    expect(preloaded()).toEqual(files);
    expect(done).toHaveBeenCalledTimes(1);
    expect(tasks.waiting()).toBe(0);
    const link = document.head.querySelector('link[rel="modulepreload"]');
    expect(link?.getAttribute('crossorigin')).toBe('');
  });

  it('skips a file the page links already, and calls back at once when nothing is left', () => {
    document.head.innerHTML = '<link rel="modulepreload" crossorigin href="/assets/a.js">';
    const done = vi.fn();
    addModulePreloads(document, ['/assets/a.js'], done);
    expect(done).toHaveBeenCalledTimes(1);
    expect(preloaded()).toEqual(['/assets/a.js']);
    addModulePreloads(document, ['/assets/a.js', '/assets/b.js'], done);
    expect(preloaded()).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(done).toHaveBeenCalledTimes(2);
  });

  it('runs the next task in a task of its own, also where there is no MessageChannel', async () => {
    const order: string[] = [];
    await new Promise<void>((resolve) => {
      inNextTask(() => {
        order.push('message');
        resolve();
      });
      order.push('now');
    });
    vi.stubGlobal('MessageChannel', undefined);
    vi.useFakeTimers();
    inNextTask(() => order.push('timer'));
    expect(order).toEqual(['now', 'message']);
    vi.runAllTimers();
    vi.useRealTimers();
    expect(order).toEqual(['now', 'message', 'timer']);
  });
});

describe("the deferred parts' files in the page's head", () => {
  it('reads the list the build wrote, and nothing from a missing or unreadable one', () => {
    expect(readDeferredFiles(document)).toEqual([]);
    document.head.innerHTML = `<script id="${DEFERRED_FILES_ID}" type="application/json">["/assets/a.js",3,"/assets/b.js"]</script>`;
    expect(readDeferredFiles(document)).toEqual(['/assets/a.js', '/assets/b.js']);
    document.head.innerHTML = `<script id="${DEFERRED_FILES_ID}" type="application/json">{not json</script>`;
    expect(readDeferredFiles(document)).toEqual([]);
  });
});
