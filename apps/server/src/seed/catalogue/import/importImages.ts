import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { detectImageType, IMAGE_UPLOAD_MAX_BYTES, isImageUploadContent } from '@tijara/domain';
import { mapWithConcurrency, DEFAULT_CONCURRENCY } from '../../../modules/media/boundedPool';
import { contentFingerprint, productImageKey, PRODUCT_IMAGE_SIZES } from '../../../modules/media/mediaKeys';
import type { MediaFile } from '../../../modules/media/mediaRepository';
import { productImageSizes } from '../../../modules/media/webp';
import type { ImportProblem } from './importFormat';

/** How long one picture may take to download. */
const DOWNLOAD_TIMEOUT_MS = 30_000;
const MEGABYTES = IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024);

/** One mention of a picture in the file, and where to point when it is unusable. */
export interface ImageUse {
  source: string;
  where: string;
  field: string;
}

export interface PreparedImages {
  /** The pictures in both product sizes, ready for `media`. */
  files: MediaFile[];
  /** The base key each source became (`<base>/300.webp`, `<base>/800.webp`). */
  baseOf: ReadonlyMap<string, string>;
  problems: ImportProblem[];
}

export interface ImageOptions {
  /** Relative paths are read from here: the catalogue file's folder. */
  baseDirectory: string;
  fetch?: typeof fetch;
  concurrency?: number;
}

class UnusableImage extends Error {}

const isAddress = (source: string) => /^https?:\/\//i.test(source);

async function download(address: string, fetchImpl: typeof fetch): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetchImpl(address, {
      signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
      redirect: 'follow',
    });
  } catch (error) {
    throw new UnusableImage(
      `could not be downloaded: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (!response.ok)
    throw new UnusableImage(`could not be downloaded: the server answered ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > IMAGE_UPLOAD_MAX_BYTES) throw new UnusableImage(`is larger than ${MEGABYTES} MB`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = (response.body as ReadableStream<Uint8Array> | null)?.getReader();
  // Read at most the limit, whatever the server declared.
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > IMAGE_UPLOAD_MAX_BYTES) {
      await reader.cancel();
      throw new UnusableImage(`is larger than ${MEGABYTES} MB`);
    }
    chunks.push(value);
  }
  const bytes = Buffer.concat(chunks);
  // An address need not end in an extension: the content alone decides.
  if (detectImageType(bytes) === null)
    throw new UnusableImage('is not a JPEG, PNG or GIF picture (checked by its content)');
  return bytes;
}

async function readLocal(file: string): Promise<Uint8Array> {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch {
    throw new UnusableImage(`no file at ${file}`);
  }
  if (size > IMAGE_UPLOAD_MAX_BYTES) throw new UnusableImage(`is larger than ${MEGABYTES} MB`);
  const bytes = await readFile(file);
  // The same check as a buyer's upload: the content is an accepted picture and agrees with the name.
  if (!isImageUploadContent(path.basename(file), bytes)) {
    throw new UnusableImage(
      'is not a JPEG, PNG or GIF picture matching its file extension (checked by its content)',
    );
  }
  return bytes;
}

/**
 * Loads every picture the file names (each source once), checks it by content, and converts it
 * with sharp to the two product sizes. Unusable pictures become problems at every place that
 * names them; nothing is stored here.
 */
export async function prepareImages(
  uses: readonly ImageUse[],
  options: ImageOptions,
): Promise<PreparedImages> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const sources = [...new Set(uses.map((use) => use.source))];
  type Outcome = { source: string; base: string; files: MediaFile[] } | { source: string; problem: string };
  const outcomes = await mapWithConcurrency(
    sources,
    options.concurrency ?? DEFAULT_CONCURRENCY,
    async (source): Promise<Outcome> => {
      try {
        const bytes = isAddress(source)
          ? await download(source, fetchImpl)
          : await readLocal(path.resolve(options.baseDirectory, source));
        let sizes: Awaited<ReturnType<typeof productImageSizes>>;
        try {
          sizes = await productImageSizes(bytes);
        } catch {
          throw new UnusableImage('could not be decoded as a picture');
        }
        const base = `catalogue/import/${contentFingerprint(sizes[800])}`;
        const files: MediaFile[] = PRODUCT_IMAGE_SIZES.map((size) => ({
          key: productImageKey(base, size),
          contentType: 'image/webp',
          bytes: sizes[size],
          width: size,
          height: size,
        }));
        return { source, base, files };
      } catch (error) {
        if (error instanceof UnusableImage) return { source, problem: error.message };
        throw error;
      }
    },
  );
  const baseOf = new Map<string, string>();
  const files: MediaFile[] = [];
  const failed = new Map<string, string>();
  for (const outcome of outcomes) {
    if ('problem' in outcome) failed.set(outcome.source, outcome.problem);
    else {
      baseOf.set(outcome.source, outcome.base);
      files.push(...outcome.files);
    }
  }
  const problems = uses.flatMap((use) => {
    const problem = failed.get(use.source);
    return problem
      ? [{ where: use.where, field: use.field, message: `picture "${use.source}" ${problem}` }]
      : [];
  });
  return { files, baseOf, problems };
}
