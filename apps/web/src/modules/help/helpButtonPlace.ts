import type { HelpButtonPosition } from '@tijara/ui';
import { browserStorage } from '../../app/browserStorage';

/** Where the buyer last dragged the help button, kept for their next pages and visits. */
export const HELP_BUTTON_PLACE_KEY = 'tijara.helpButton';

/** The stored place, or null (its dock in the header) when none is stored or it is unreadable. */
export function readHelpButtonPlace(): HelpButtonPosition | null {
  const stored = browserStorage()?.getItem(HELP_BUTTON_PLACE_KEY);
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return null;
    const { inline, block } = value as Record<string, unknown>;
    return typeof inline === 'number' && typeof block === 'number' && Number.isFinite(inline + block)
      ? { inline, block }
      : null;
  } catch {
    return null;
  }
}

export function storeHelpButtonPlace(place: HelpButtonPosition): void {
  try {
    browserStorage()?.setItem(HELP_BUTTON_PLACE_KEY, JSON.stringify(place));
  } catch {
    // A full or refused storage only means the next page starts from the dock again.
  }
}
