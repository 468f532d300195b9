/** Spec section 3: the states of an exported catalogue file. */
export const EXPORT_FILE_STATUSES = ['generating', 'generated', 'notGenerated'] as const;

export type ExportFileStatus = (typeof EXPORT_FILE_STATUSES)[number];

/** One export of favorites to a catalogue file (spec section 3). */
export interface ExportRecord {
  id: string;
  status: ExportFileStatus;
  /** When the export was asked for, in epoch milliseconds. */
  exportedAt: number;
  /** How many favorites went into the file. */
  itemCount: number;
}

/** Spec section 9: an export file is kept for 3 days. */
export const EXPORT_FILE_RETENTION_DAYS = 3;

/** Spec section 9: at most 3 export files are stored. */
export const EXPORT_FILE_MAX_STORED = 3;

/** Spec section 9: generating an export file takes 3 to 5 minutes (shortest). */
export const EXPORT_GENERATION_MIN_MINUTES = 3;

/** Spec section 9: generating an export file takes 3 to 5 minutes (longest). */
export const EXPORT_GENERATION_MAX_MINUTES = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an export file stops being kept: exactly 3 days after it was asked for. */
export function exportExpiresAt(record: Pick<ExportRecord, 'exportedAt'>): number {
  return record.exportedAt + EXPORT_FILE_RETENTION_DAYS * DAY_MS;
}

/**
 * Which export records to keep at `now` (epoch milliseconds) and which to delete (spec section
 * 9): a record is gone once 3 days have passed, and of the others only the 3 newest stay. A record
 * still generating counts like any other, so asking for a fourth export pushes out the oldest.
 * `keep` is newest first; records exported at the same moment keep their given order.
 */
export function exportRecordsToKeep<Entry extends Pick<ExportRecord, 'exportedAt'>>(
  records: readonly Entry[],
  now: number,
): { keep: Entry[]; remove: Entry[] } {
  const newestFirst = [...records].sort((a, b) => b.exportedAt - a.exportedAt);
  const keep = newestFirst.filter((record) => now < exportExpiresAt(record)).slice(0, EXPORT_FILE_MAX_STORED);
  return { keep, remove: records.filter((record) => !keep.includes(record)) };
}
