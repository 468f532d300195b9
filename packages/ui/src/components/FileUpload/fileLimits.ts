import { MEGABYTE } from '@tijara/domain';

/** What a chosen file reports about itself: the same fields on a `File` and on a dropped item. */
export interface ChosenFile {
  name: string;
  /** The MIME type the browser declares; empty when the system knows none. */
  type: string;
  /** Size in bytes. */
  size: number;
}

/** The limits of one upload, as the caller passes them (from `@tijara/domain`'s rules). */
export interface FileLimits {
  /**
   * MIME types (`image/png`), type families (`image/*`) and/or extensions (`.pdf`). A file is
   * accepted when it matches any of them; no list accepts every type.
   */
  acceptedTypes?: readonly string[];
  /** Largest accepted size of one file in bytes, inclusive. */
  maxFileBytes?: number;
  /** Most files the upload holds in all, those already chosen included. */
  maxFiles?: number;
}

/** Why a file was not added; the UI turns each into a sentence in the buyer's language. */
export type FileRejection<F extends ChosenFile = ChosenFile> =
  | { file: F; reason: 'unsupportedType' }
  | { file: F; reason: 'tooLarge'; maxFileBytes: number }
  | { file: F; reason: 'tooMany'; maxFiles: number };

export interface FileCheck<F extends ChosenFile> {
  /** The files to add, in the order they were chosen. */
  accepted: F[];
  /** The files refused, each with its first broken limit. */
  rejected: FileRejection<F>[];
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot).toLowerCase();
}

/** The MIME type without parameters or case: `Image/PNG; q=1` is `image/png`. */
function essenceOf(mimeType: string): string {
  return mimeType.replace(/;.*$/s, '').trim().toLowerCase();
}

/** Whether a file matches one of the accepted types, read as the HTML `accept` attribute reads them. */
export function matchesAcceptedType(
  file: Pick<ChosenFile, 'name' | 'type'>,
  acceptedTypes: readonly string[],
): boolean {
  const extension = extensionOf(file.name);
  const type = essenceOf(file.type);
  return acceptedTypes.some((entry) => {
    const accepted = entry.trim().toLowerCase();
    if (accepted.startsWith('.')) return extension !== '' && extension === accepted;
    if (accepted.endsWith('/*')) return type.startsWith(accepted.slice(0, -1));
    return type !== '' && type === accepted;
  });
}

/**
 * Sorts newly chosen files into accepted and rejected under the limits, given how many files the
 * upload already holds. Each file is judged on its type first, then its size, then whether there
 * is room left; a refused file does not take a place.
 */
export function checkFiles<F extends ChosenFile>(
  chosen: readonly F[],
  alreadyHeld: number,
  { acceptedTypes, maxFileBytes, maxFiles }: FileLimits,
): FileCheck<F> {
  const accepted: F[] = [];
  const rejected: FileRejection<F>[] = [];
  for (const file of chosen) {
    if (acceptedTypes && acceptedTypes.length > 0 && !matchesAcceptedType(file, acceptedTypes)) {
      rejected.push({ file, reason: 'unsupportedType' });
    } else if (maxFileBytes !== undefined && file.size > maxFileBytes) {
      rejected.push({ file, reason: 'tooLarge', maxFileBytes });
    } else if (maxFiles !== undefined && alreadyHeld + accepted.length >= maxFiles) {
      rejected.push({ file, reason: 'tooMany', maxFiles });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}

const KILOBYTE = 1024;

/**
 * A size for people, in binary units as `@tijara/domain` counts the spec's "5 MB": "5 MB", "2.5 MB", "340 KB", "12 B", with Latin digits in every locale (the
 * storefront's Intl locales ask for them) and the unit Latin too, as file pickers show it.
 */
export function formatFileSize(bytes: number, intlLocale: string): string {
  const format = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 1 });
  if (bytes >= MEGABYTE) return `${format.format(bytes / MEGABYTE)} MB`;
  if (bytes >= KILOBYTE) return `${format.format(Math.round(bytes / KILOBYTE))} KB`;
  return `${format.format(bytes)} B`;
}
