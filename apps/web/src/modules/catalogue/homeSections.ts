import type { HOME_CATEGORY } from '@tijara/domain';
import { defineMessages, type MessageDescriptor } from 'react-intl';

/** The home sections' names (spec section 4), on the home page and on their list pages. */
export const homeSectionTitles = defineMessages({
  hot: { id: 'home.section.hot' },
  selected: { id: 'home.section.selected' },
  video: { id: 'home.section.video' },
  local: { id: 'home.section.local' },
}) satisfies Record<keyof typeof HOME_CATEGORY, MessageDescriptor>;
