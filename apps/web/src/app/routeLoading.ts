import { createElement, lazy, useSyncExternalStore, type ComponentType } from 'react';

/** How many route modules are downloading now. */
let pending = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Counts a route module's download while it runs, for the loading bar. */
export function trackRouteLoad<T>(load: Promise<T>): Promise<T> {
  pending += 1;
  notify();
  return load.finally(() => {
    pending -= 1;
    notify();
  });
}

/** True while a route's module is on its way: the page's loading bar shows then. */
export function useRouteLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}

/** A thin route file's shape: the screen it shows, as `Component` (react-router's convention). */
export interface RouteModule {
  Component: ComponentType;
}

/** A route's screen that downloads on first use, and can be asked to download ahead of it. */
export type LazyRoute = ComponentType & {
  /** Starts the download (once); resolves when the screen can render without suspending. */
  preload: () => Promise<unknown>;
};

/**
 * A route's screen, downloaded the first time the route is visited (code splitting: the first page
 * loads only its own screen). The download shows the loading bar. Once downloaded, the screen
 * renders at once, so a screen preloaded before the first render (main.tsx) never shows an empty
 * page that its content then pushes down.
 */
export function lazyRoute(load: () => Promise<RouteModule>): LazyRoute {
  let loaded: ComponentType | null = null;
  let download: Promise<{ default: ComponentType }> | null = null;
  const preload = () =>
    (download ??= trackRouteLoad(load()).then((module) => {
      loaded = module.Component;
      return { default: module.Component };
    }));
  const Lazy = lazy(preload);
  function LazyRouteScreen() {
    return createElement(loaded ?? Lazy);
  }
  return Object.assign(LazyRouteScreen, { preload });
}
