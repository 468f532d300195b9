import { afterEach, describe, expect, it } from 'vitest';
import { HELP_BUTTON_PLACE_KEY, readHelpButtonPlace, storeHelpButtonPlace } from './helpButtonPlace';

describe('the help button remembers where the buyer dragged it', () => {
  afterEach(() => localStorage.clear());

  it('reads back the place it stored', () => {
    storeHelpButtonPlace({ inline: 40, block: 300 });
    expect(readHelpButtonPlace()).toEqual({ inline: 40, block: 300 });
  });

  it('starts from its dock when nothing or something unreadable is stored', () => {
    expect(readHelpButtonPlace()).toBeNull();
    for (const stored of ['not json', '[1,2]', '{"inline":"4","block":1}', '{"inline":1}', 'null']) {
      localStorage.setItem(HELP_BUTTON_PLACE_KEY, stored);
      expect(readHelpButtonPlace()).toBeNull();
    }
  });
});
