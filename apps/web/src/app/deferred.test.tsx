import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { manualMessageChannel } from '../test/manualMessageChannel';

// Each test loads the module afresh: whether the deferred parts have loaded is page-wide state.
async function freshDeferred() {
  vi.resetModules();
  return import('./deferred');
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

beforeEach(() => setReadyState('complete'));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'readyState');
});

describe('deferred parts', () => {
  it('load when the browser is first idle once the document is parsed', async () => {
    const idle: (() => void)[] = [];
    const requestIdleCallback = vi.fn((callback: () => void, _options?: IdleRequestOptions) => {
      idle.push(callback);
      return idle.length;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const { Deferred } = await freshDeferred();
    render(<Deferred fallback={<p>placeholder</p>}>menu</Deferred>);

    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(requestIdleCallback).toHaveBeenCalledOnce();
    expect(requestIdleCallback.mock.calls[0]?.[1]).toEqual({ timeout: 1000 });
    act(() => idle[0]?.());
    expect(await screen.findByText('menu')).toBeTruthy();
  });

  it('wait for the document to be parsed, not for its pictures to load, before asking for an idle moment', async () => {
    setReadyState('loading');
    const requestIdleCallback = vi.fn(() => 1);
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const { Deferred } = await freshDeferred();
    render(<Deferred fallback={<p>placeholder</p>}>menu</Deferred>);

    expect(requestIdleCallback).not.toHaveBeenCalled();
    act(() => {
      document.dispatchEvent(new Event('DOMContentLoaded'));
    });
    expect(requestIdleCallback).toHaveBeenCalledOnce();
    expect(screen.getByText('placeholder')).toBeTruthy();
  });

  it('use a short timer where the browser has no idle callback (Safari)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { Deferred, IDLE_LOAD_FALLBACK_MS } = await freshDeferred();
    render(<Deferred fallback={<p>placeholder</p>}>menu</Deferred>);

    act(() => {
      vi.advanceTimersByTime(IDLE_LOAD_FALLBACK_MS - 1);
    });
    expect(screen.getByText('placeholder')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('menu')).toBeTruthy();
  });

  it('load at the first interaction, before the browser is idle', async () => {
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 1),
    );
    const { Deferred } = await freshDeferred();
    render(<Deferred fallback={<p>placeholder</p>}>menu</Deferred>);

    expect(screen.getByText('placeholder')).toBeTruthy();
    act(() => {
      fireEvent.pointerDown(document.body);
    });
    expect(await screen.findByText('menu')).toBeTruthy();
  });

  it('render at once once loaded, for parts mounted later', async () => {
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 1),
    );
    const { Deferred, loadDeferredNow } = await freshDeferred();
    act(() => loadDeferredNow());
    render(<Deferred fallback={<p>placeholder</p>}>menu</Deferred>);
    expect(screen.getByText('menu')).toBeTruthy();
  });

  it('run a task when the parts load, without starting the wait before a part asks', async () => {
    const requestIdleCallback = vi.fn(() => 1);
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const { Deferred, whenDeferredPartsLoad } = await freshDeferred();
    const task = vi.fn();
    whenDeferredPartsLoad(task);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    expect(task).not.toHaveBeenCalled();

    // A part's wait listens for the first interaction even though the task was waiting first.
    render(<Deferred fallback={<p>placeholder</p>}>menu</Deferred>);
    expect(requestIdleCallback).toHaveBeenCalledOnce();
    act(() => {
      fireEvent.pointerDown(document.body);
    });
    expect(task).toHaveBeenCalledOnce();
    expect(await screen.findByText('menu')).toBeTruthy();

    const later = vi.fn();
    whenDeferredPartsLoad(later);
    expect(later).toHaveBeenCalledOnce();
  });

  it('ask for their files first, a few a task, then render: the lazy imports find them linked', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const tasks = manualMessageChannel();
    vi.stubGlobal('MessageChannel', tasks.MessageChannel);
    const { DEFERRED_FILES_ID, PRELOADS_PER_TASK } = await import('./modulePreloads');
    const files = Array.from({ length: PRELOADS_PER_TASK + 1 }, (_, index) => `/assets/part${index}.js`);
    document.head.innerHTML = `<script id="${DEFERRED_FILES_ID}" type="application/json">${JSON.stringify(files)}</script>`;
    const preloaded = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    const { Deferred } = await freshDeferred();
    render(<Deferred fallback={<p>placeholder</p>}>menu</Deferred>);

    act(() => idle[0]?.());
    expect(preloaded()).toEqual(files.slice(0, PRELOADS_PER_TASK));
    expect(screen.getByText('placeholder')).toBeTruthy();
    act(() => tasks.deliverNext());
    expect(preloaded()).toEqual(files);
    expect(await screen.findByText('menu')).toBeTruthy();
    document.head.innerHTML = '';
  });
});
