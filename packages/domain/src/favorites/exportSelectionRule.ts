export const EXPORT_SELECTION_ERROR_KEYS = {
  empty: 'favorites.export.noSelection',
  /** Not a list of favorite ids: a malformed request rather than a buyer's mistake. */
  invalid: 'favorites.export.invalidSelection',
} as const;
