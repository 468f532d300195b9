import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DocumentFile } from './documentCompiler';

/**
 * Documents a compiling process makes before it is replaced. The typst compiler's native memory
 * grows with every distinct document (0.5-1.5 MB each, measured with 0.7.0; its cache eviction
 * does not return it) and only a process's exit frees it, so compiling happens in a child
 * process that is replaced after this many: about 300 MB at most, and one start (about 0.5 s with
 * the first document's fonts) per 200 documents.
 */
export const DOCUMENTS_PER_PROCESS = 200;

/** A document that takes longer than this has hung its process: it is ended and the call fails. */
const RENDER_TIMEOUT_MS = 30_000;

type RenderAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

interface Pending {
  id: number;
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** The worker module beside this one: TypeScript source under tsx (tests, dev) or the bundle's file. */
function workerEntry(): { file: string; execArgv: string[] } {
  if (import.meta.url.endsWith('.ts')) {
    const tsx = createRequire(import.meta.url).resolve('tsx');
    return {
      file: fileURLToPath(new URL('./documentWorker.ts', import.meta.url)),
      execArgv: ['--import', pathToFileURL(tsx).href],
    };
  }
  return { file: fileURLToPath(new URL('./documentWorker.js', import.meta.url)), execArgv: [] };
}

export interface DocumentRenderer {
  /** Compiles a typst template with its data and files to PDF bytes, in the compiling process. */
  render(template: string, data: unknown, files?: readonly DocumentFile[]): Promise<Uint8Array>;
  /** How many compiling processes have been started (a new one after each {@link DOCUMENTS_PER_PROCESS}). */
  readonly processesStarted: number;
}

/**
 * One compiling child process at a time, started on first use, given one document at a time,
 * replaced after `documentsPerProcess` documents or when it dies. It keeps the server running
 * only while a document is being made.
 */
export function createDocumentRenderer(documentsPerProcess = DOCUMENTS_PER_PROCESS): DocumentRenderer {
  let child: ChildProcess | null = null;
  let rendered = 0;
  let started = 0;
  let nextId = 0;
  let pending: Pending | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  const settle = (): Pending | null => {
    const current = pending;
    pending = null;
    if (current) clearTimeout(current.timer);
    if (child) {
      child.unref();
      child.channel?.unref();
    }
    return current;
  };

  const start = (): ChildProcess => {
    const { file, execArgv } = workerEntry();
    const worker = fork(file, [], {
      execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    worker.on('message', (answer: RenderAnswer) => {
      if (!pending || answer.id !== pending.id) return;
      const current = settle();
      if ('pdf' in answer) current?.resolve(new Uint8Array(answer.pdf));
      else current?.reject(new Error(answer.error));
    });
    const ended = (reason: string) => {
      if (child !== worker) return;
      child = null;
      settle()?.reject(new Error(`the document process ${reason}`));
    };
    worker.on('exit', (code, signal) => ended(`exited (${signal ?? code})`));
    worker.on('error', (error) => ended(`failed: ${error.message}`));
    started += 1;
    rendered = 0;
    return worker;
  };

  const renderNow = (template: string, data: unknown, files: readonly DocumentFile[]) =>
    new Promise<Uint8Array>((resolve, reject) => {
      if (child && rendered >= documentsPerProcess) {
        child.kill();
        child = null;
      }
      child ??= start();
      rendered += 1;
      const id = ++nextId;
      const current = child;
      const timer = setTimeout(() => current.kill(), RENDER_TIMEOUT_MS);
      pending = { id, resolve, reject, timer };
      current.ref();
      current.channel?.ref();
      try {
        current.send({ id, template, data, files: [...files] });
      } catch (error) {
        settle()?.reject(error instanceof Error ? error : new Error(String(error)));
      }
    });

  return {
    render(template, data, files = []) {
      const result = queue.then(() => renderNow(template, data, files));
      queue = result.catch(() => undefined);
      return result;
    },
    get processesStarted() {
      return started;
    },
  };
}
