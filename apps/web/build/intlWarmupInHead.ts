import type { Plugin } from 'vite';
import { afterLocaleBoot } from './preloadLocaleFonts';

/** The worker's source, an entry of its own in the build (vite.config.ts). */
export const INTL_WARMUP_MODULE = 'src/intlWarmup.worker.ts';

/**
 * The boot script that starts the worker (`src/intlWarmup.worker.ts`) at `url` with the page's
 * language, which `locale-boot` has set on `<html lang>`. A browser that cannot start it (no module
 * workers, a policy) goes on without: the app then loads the locale data itself.
 */
export function intlWarmupScript(url: string): string {
  return `try {
  new Worker(${JSON.stringify(url)}, { type: 'module' }).postMessage(document.documentElement.lang);
} catch (e) {}`;
}

/**
 * Starts the locale data's worker from the page's head, right after `locale-boot`: the runtime's
 * locale data (ICU) then loads on the worker's thread while the page downloads and paints, and the
 * app's first formats, as it starts and hydrates, no longer load it on the main thread. It starts
 * before the first paint so that it is done well before the app's code runs. Started with the
 * code instead (after the paint), it ran while the code's requests were being added, and the cart
 * blocked longer in each of four Lighthouse runs (BENCHMARKS.md, 2026-11-28, thirteenth session).
 */
export function intlWarmupInHead(): Plugin {
  return {
    name: 'tijara-intl-warmup-in-head',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const worker = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && (output.facadeModuleId ?? '').endsWith(INTL_WARMUP_MODULE),
        );
        if (!worker) throw new Error(`the build has no ${INTL_WARMUP_MODULE} entry`);
        const placed = afterLocaleBoot(
          html,
          `<script id="intl-warmup">${intlWarmupScript(`/${worker.fileName}`)}</script>`,
        );
        if (placed === null) throw new Error('index.html has no locale-boot script to follow');
        return placed;
      },
    },
  };
}
