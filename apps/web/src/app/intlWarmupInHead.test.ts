import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlWarmupScript } from '../../build/intlWarmupInHead';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Runs the head's boot script as the page does, in the global scope. */
function runBootScript(url: string): void {
  const evaluateGlobally = globalThis.eval;
  evaluateGlobally(intlWarmupScript(url));
}

describe("the head's script that starts the locale data's worker", () => {
  it("starts the worker as a module and sends it the page's language", () => {
    const started: { url: string; options: unknown; sent: unknown[] }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        readonly sent: unknown[] = [];
        constructor(url: string, options: unknown) {
          started.push({ url, options, sent: this.sent });
        }
        postMessage(message: unknown) {
          this.sent.push(message);
        }
      },
    );
    document.documentElement.lang = 'ckb';
    runBootScript('/assets/intlWarmup-1.js');
    expect(started).toEqual([{ url: '/assets/intlWarmup-1.js', options: { type: 'module' }, sent: ['ckb'] }]);
  });

  it('lets the page go on where no worker can start', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused by the page policy', 'SecurityError');
        }
      },
    );
    expect(() => runBootScript('/assets/intlWarmup-1.js')).not.toThrow();
    vi.stubGlobal('Worker', undefined);
    expect(() => runBootScript('/assets/intlWarmup-1.js')).not.toThrow();
  });
});
