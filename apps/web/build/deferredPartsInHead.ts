import type { Plugin } from 'vite';
import { DEFERRED_FILES_ID } from '../src/app/modulePreloads';
import { startFiles } from './startInHead';

/**
 * Writes into the page's head the scripts the deferred parts will load (the header's menus, the
 * help chat, the toasts: `modules`) that the app's start does not load already, as a JSON list
 * (`DEFERRED_FILES_ID`). When the deferred parts load, the app adds their module preloads a few
 * at a time (`addModulePreloads`) before importing them, where Vite's loader would add them all
 * in one task. The server-rendered pages keep the shell's head, and with it the list.
 */
export function deferredPartsInHead(startModules: readonly string[], modules: readonly string[]): Plugin {
  return {
    name: 'tijara-deferred-parts-in-head',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle ?? {};
        const started = new Set(startFiles(bundle, startModules).scripts);
        const files = startFiles(bundle, modules).scripts.filter((file) => !started.has(file));
        // JSON in a data block: `<` escaped, so no file name could end the script.
        const list = JSON.stringify(files.map((file) => `/${file}`)).replace(/</g, '\\u003c');
        return [
          {
            tag: 'script',
            attrs: { id: DEFERRED_FILES_ID, type: 'application/json' },
            children: list,
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
