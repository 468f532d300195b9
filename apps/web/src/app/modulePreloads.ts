/**
 * How many module preloads go in one task. Each `<link rel="modulepreload">` starts its request as
 * it is added, which costs the main thread about 1 ms here and 3-5 ms under Lighthouse, whose
 * simulation counts every task four times over (12-20 ms). Four a task came to 13-20 ms in
 * Lighthouse's traces of the cart, 52-78 ms as it counts them: over the 50 ms a task may take before
 * it blocks, a dozen times on each load. One a task stays under it; a task of its own costs a message.
 */
export const PRELOADS_PER_TASK = 1;

/**
 * The id of the JSON list (`<script type="application/json">`) of the deferred parts' scripts,
 * which the build writes into the page's head (`build/deferredPartsInHead.ts`).
 */
export const DEFERRED_FILES_ID = 'tijara-deferred-files';

/**
 * The modules the deferred parts load (`Deferred` in deferred.tsx), as the build names them: the
 * header's menus, the help chat and the toasts. The build fails when one is missing.
 */
export const DEFERRED_PART_MODULES = [
  '/src/modules/layout/HeaderMenus.tsx',
  '/src/modules/help/HelpChat.tsx',
  '/packages/ui/src/components/Toast/index.ts',
] as const;

/** Runs `task` in a task of its own, soon: a message, which, unlike nested timers, is not clamped to 4 ms. */
export function inNextTask(task: () => void): void {
  if (typeof MessageChannel !== 'function') {
    setTimeout(task, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}

/** The deferred parts' scripts the page's head lists, or none (a page the build did not make). */
export function readDeferredFiles(doc: Pick<Document, 'getElementById'>): string[] {
  const text = doc.getElementById(DEFERRED_FILES_ID)?.textContent;
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((href): href is string => typeof href === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Adds a module preload for each of `hrefs` the document does not link yet, PRELOADS_PER_TASK in
 * each task, then calls `done` (at once when there is nothing to add). Vite's loader of a lazy
 * module skips a file already linked, so the lazy imports that follow add nothing more.
 */
export function addModulePreloads(doc: Document, hrefs: readonly string[], done: () => void): void {
  const linked = new Set(Array.from(doc.getElementsByTagName('link'), (link) => link.href));
  const missing = hrefs.filter((href) => !linked.has(new URL(href, doc.baseURI).href));
  let next = 0;
  const addSome = () => {
    for (const href of missing.slice(next, next + PRELOADS_PER_TASK)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.appendChild(link);
    }
    next += PRELOADS_PER_TASK;
    if (next < missing.length) inNextTask(addSome);
    else done();
  };
  if (missing.length === 0) done();
  else addSome();
}
