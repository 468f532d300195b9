import type { Queryable } from '../../db/database';

export interface MediaFile {
  key: string;
  contentType: string;
  bytes: Uint8Array;
  width: number | null;
  height: number | null;
}

export interface MediaInfo {
  contentType: string;
  size: number;
  /** MD5 of the bytes, computed by the database: the strong ETag. */
  md5: string;
}

/** Rows per INSERT, and bytes per INSERT: large enough to be fast, small enough for one message. */
const MAX_ROWS_PER_INSERT = 200;
const MAX_BYTES_PER_INSERT = 8 * 1024 * 1024;

/**
 * Stores files; a key already present is left as it is (keys are content-addressed, so the same
 * key means the same file).
 */
export async function insertMedia(db: Queryable, files: readonly MediaFile[]): Promise<void> {
  let batch: MediaFile[] = [];
  let batchBytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const values = batch.map((_, index) => {
      const at = index * 5;
      return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5})`;
    });
    await db.query(
      `INSERT INTO media (key, content_type, bytes, width, height) VALUES ${values.join(', ')}
       ON CONFLICT (key) DO NOTHING`,
      batch.flatMap((file) => [file.key, file.contentType, file.bytes, file.width, file.height]),
    );
    batch = [];
    batchBytes = 0;
  };
  for (const file of files) {
    if (batch.length >= MAX_ROWS_PER_INSERT || batchBytes + file.bytes.length > MAX_BYTES_PER_INSERT)
      await flush();
    batch.push(file);
    batchBytes += file.bytes.length;
  }
  await flush();
}

/** Which of `keys` are already stored. */
export async function existingMediaKeys(db: Queryable, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db.query<{ key: string }>('SELECT key FROM media WHERE key = ANY($1::text[])', [keys]);
  return new Set(rows.map((row) => row.key));
}

export async function mediaInfo(db: Queryable, key: string): Promise<MediaInfo | null> {
  const rows = await db.query<{ content_type: string; size: number; md5: string }>(
    'SELECT content_type, octet_length(bytes) AS size, md5(bytes) AS md5 FROM media WHERE key = $1',
    [key],
  );
  const row = rows[0];
  return row ? { contentType: row.content_type, size: Number(row.size), md5: row.md5 } : null;
}

/** The bytes of a file, or `length` of them from `start` (0-based) for a range request. */
export async function mediaBytes(
  db: Queryable,
  key: string,
  start = 0,
  length?: number,
): Promise<Buffer | null> {
  const rows =
    length === undefined
      ? await db.query<{ bytes: Uint8Array }>('SELECT bytes FROM media WHERE key = $1', [key])
      : await db.query<{ bytes: Uint8Array }>(
          // substring() counts from 1.
          'SELECT substring(bytes FROM $2::int FOR $3::int) AS bytes FROM media WHERE key = $1',
          [key, start + 1, length],
        );
  const bytes = rows[0]?.bytes;
  return bytes ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;
}
