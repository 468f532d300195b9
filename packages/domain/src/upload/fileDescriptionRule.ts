/**
 * A chosen file as plain data, so the same rule runs on a browser `File` and on a server's
 * multipart part: the domain never sees the bytes of a document, only what the picker reports.
 */
export interface FileDescription {
  /** The file name as the buyer's system reports it, extension included. */
  name: string;
  /** The MIME type the browser or the multipart header declares; often empty for office files. */
  type: string;
  /** Size in bytes. */
  size: number;
}

export const FILE_ERROR_KEYS = {
  /** Not a file description at all: a malformed request rather than a buyer's mistake. */
  invalid: 'upload.file.invalid',
  /** A file of 0 bytes: nothing arrived. */
  empty: 'upload.file.empty',
} as const;

/** The extension of a file name, lower-cased and without the dot; `''` when there is none. */
export function fileExtensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** One binary megabyte: the picker's "5 MB" on Windows, and the lenient reading of the spec. */
export const MEGABYTE = 1024 * 1024;
