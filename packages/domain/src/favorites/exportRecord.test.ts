import { describe, expect, it } from 'vitest';
import {
  EXPORT_FILE_MAX_STORED,
  EXPORT_FILE_RETENTION_DAYS,
  EXPORT_FILE_STATUSES,
  EXPORT_GENERATION_MAX_MINUTES,
  EXPORT_GENERATION_MIN_MINUTES,
  exportExpiresAt,
  exportRecordsToKeep,
  type ExportRecord,
} from './exportRecord';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2025, 5, 10, 12);

const record = (id: string, ageMs: number, status: ExportRecord['status'] = 'generated'): ExportRecord => ({
  id,
  status,
  exportedAt: now - ageMs,
  itemCount: 10,
});

const ids = (records: readonly ExportRecord[]) => records.map((kept) => kept.id);

describe('export records', () => {
  it('have the three file states', () => {
    expect(EXPORT_FILE_STATUSES).toEqual(['generating', 'generated', 'notGenerated']);
  });

  it('take 3 to 5 minutes to generate and are kept 3 days, at most 3 of them', () => {
    expect([EXPORT_GENERATION_MIN_MINUTES, EXPORT_GENERATION_MAX_MINUTES]).toEqual([3, 5]);
    expect(EXPORT_FILE_RETENTION_DAYS).toBe(3);
    expect(EXPORT_FILE_MAX_STORED).toBe(3);
    expect(exportExpiresAt({ exportedAt: now })).toBe(now + 3 * DAY);
  });
});

describe('exportRecordsToKeep', () => {
  it('deletes a file once exactly 3 days have passed, and not a millisecond before', () => {
    const expired = record('expired', 3 * DAY);
    const lastMoment = record('last-moment', 3 * DAY - 1);
    expect(exportRecordsToKeep([expired, lastMoment], now)).toEqual({
      keep: [lastMoment],
      remove: [expired],
    });
  });

  it('keeps the 3 newest and deletes the rest, a file still generating included', () => {
    const records = [
      record('b', 2000),
      record('new', 0, 'generating'),
      record('oldest', 3000),
      record('a', 1000),
    ];
    const { keep, remove } = exportRecordsToKeep(records, now);
    expect(ids(keep)).toEqual(['new', 'a', 'b']);
    expect(ids(remove)).toEqual(['oldest']);
  });

  it('drops expired files before counting to 3', () => {
    const records = [record('a', DAY), record('expired', 4 * DAY), record('b', 2 * DAY)];
    expect(ids(exportRecordsToKeep(records, now).keep)).toEqual(['a', 'b']);
    expect(ids(exportRecordsToKeep(records, now).remove)).toEqual(['expired']);
  });

  it('keeps everything when nothing is old or surplus, a clock-skewed future record too', () => {
    const records = [record('future', -1000), record('a', 1000)];
    expect(exportRecordsToKeep(records, now)).toEqual({ keep: records, remove: [] });
    expect(exportRecordsToKeep([], now)).toEqual({ keep: [], remove: [] });
  });

  it('keeps the given order between files exported at the same moment', () => {
    const records = ['first', 'second', 'third', 'fourth'].map((id) => record(id, 0));
    expect(ids(exportRecordsToKeep(records, now).keep)).toEqual(['first', 'second', 'third']);
  });
});
