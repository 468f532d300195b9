import { defineMessages, type MessageDescriptor } from 'react-intl';
import { helpCenterAddress } from '../../app/routeTable';

const helpMessages = defineMessages({
  about: { id: 'header.help.about' },
  helpCentre: { id: 'header.help.centre' },
});

export interface HelpLink {
  path: string;
  label: MessageDescriptor;
}

/**
 * The header's help tabs. Spec section 2: "/helpCenter/{name}: three sections (site introduction,
 * transaction service, platform rules); also pages 1 and 6 are linked". It does not say which page
 * is which: page 1 is read as the site introduction (the first section) and page 6 as the help
 * centre's entry. Change the labels here once the help pages exist.
 */
export const HELP_LINKS: readonly HelpLink[] = [
  { path: helpCenterAddress(1), label: helpMessages.about },
  { path: helpCenterAddress(6), label: helpMessages.helpCentre },
];
