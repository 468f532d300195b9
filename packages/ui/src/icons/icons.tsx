import type { SVGProps } from 'react';
import { flipInRtl, icon } from './Icon.css';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * Line icons drawn on a 24-unit grid with the current text colour. They are decorative
 * (`aria-hidden`): the control that holds one carries the name. Pointing icons are drawn for
 * left-to-right ("forward" points to the inline end) and mirror in right-to-left.
 */
function makeIcon(paths: string[], options: { directional?: boolean } = {}) {
  function Icon({ className, ...props }: IconProps) {
    const classes = [icon, options.directional ? flipInRtl : undefined, className].filter(Boolean).join(' ');
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        className={classes}
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  return Icon;
}

/** Points to the inline end: "next", "forward". */
export const ChevronForwardIcon = makeIcon(['M9 6l6 6-6 6'], { directional: true });
/** Points to the inline start: "previous", "back". */
export const ChevronBackIcon = makeIcon(['M15 6l-6 6 6 6'], { directional: true });
export const ChevronDownIcon = makeIcon(['M6 9l6 6 6-6']);
export const CloseIcon = makeIcon(['M6 6l12 12', 'M18 6L6 18']);
export const CheckIcon = makeIcon(['M5 12l5 5 9-10']);
export const PlusIcon = makeIcon(['M12 5v14', 'M5 12h14']);
export const MinusIcon = makeIcon(['M5 12h14']);
export const SearchIcon = makeIcon(['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'M20 20l-4-4']);
export const EyeIcon = makeIcon([
  'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z',
  'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
]);
export const EyeOffIcon = makeIcon([
  'M3 3l18 18',
  'M10.6 5.1A10 10 0 0 1 12 5c6 0 10 7 10 7a17 17 0 0 1-3 3.7',
  'M6.6 6.6C3.9 8.3 2 12 2 12s4 7 10 7a9.8 9.8 0 0 0 5.4-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2',
]);
export const UploadIcon = makeIcon(['M12 16V4', 'M7 9l5-5 5 5', 'M4 16v4h16v-4']);
export const InfoIcon = makeIcon(['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 11v5', 'M12 8h.01']);
export const AlertIcon = makeIcon(['M12 3l10 18H2L12 3z', 'M12 10v4', 'M12 17h.01']);
export const ImageIcon = makeIcon(['M4 4h16v16H4z', 'M4 16l5-5 4 4 3-3 4 4', 'M15 8h.01']);
export const CartIcon = makeIcon([
  'M3 4h2l2.4 11h11.2L21 8H6.2',
  'M9 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
  'M18 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2z',
]);
/** A box with an arrow leaving it: the link opens a new tab. Points to the inline end. */
export const ExternalLinkIcon = makeIcon(['M14 4h6v6', 'M20 4l-9 9', 'M18 14v6H4V6h6'], {
  directional: true,
});
export const FileIcon = makeIcon(['M6 3h8l4 4v14H6z', 'M14 3v4h4']);
export const MapPinIcon = makeIcon([
  'M12 21s7-6.1 7-12a7 7 0 0 0-14 0c0 5.9 7 12 7 12z',
  'M12 7a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
]);
export const InboxIcon = makeIcon(['M3 13l3-8h12l3 8v6H3z', 'M3 13h5l1 2h6l1-2h5']);

/** A globe: the language switcher. */
export const GlobeIcon = makeIcon([
  'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z',
  'M3 12h18',
  'M12 3c3.5 3.5 3.5 14.5 0 18',
  'M12 3c-3.5 3.5-3.5 14.5 0 18',
]);
/** WhatsApp, drawn as a monochrome line mark: a round speech bubble with a handset. */
export const WhatsAppIcon = makeIcon([
  'M4 20l1.4-4.2A8 8 0 1 1 8.3 18.7z',
  'M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.2-.5-2.5-1.8-3-3l1-1-1-2z',
]);
/** Google, drawn as a monochrome line "G". */
export const GoogleIcon = makeIcon(['M18.4 7.2A8 8 0 1 0 20 12h-7.5']);
/** Facebook, drawn as a monochrome line "f". */
export const FacebookIcon = makeIcon(['M15.5 3H14a4 4 0 0 0-4 4v14', 'M6.5 11h8']);
/** Apple, drawn as a monochrome line apple with a leaf. */
export const AppleIcon = makeIcon([
  'M12 7.5c-1.5-1-5.5-1.5-6.5 2.5s1.5 9.5 3.5 10.5c1.5.7 2-.3 3-.3s1.5 1 3 .3c2-1 4.5-6.5 3.5-10.5S13.5 6.5 12 7.5z',
  'M12 7.5c0-2 1-3.5 3-4.5',
]);
/** A camera: search by image. */
export const CameraIcon = makeIcon(['M4 8h3l2-3h6l2 3h3v11H4z', 'M12 10.5a3 3 0 1 0 0 6 3 3 0 0 0 0-6z']);
/** Play: a triangle pointing to the right in every direction (media controls do not mirror). */
export const PlayIcon = makeIcon(['M8 5v14l11-7z']);
/** Pause: two bars. */
export const PauseIcon = makeIcon(['M9 5v14', 'M15 5v14']);
/** A house: the home page (the phone's tab bar). */
export const HomeIcon = makeIcon(['M4 11l8-7 8 7', 'M6 9.5V20h12V9.5', 'M10 20v-5h4v5']);
/** Four tiles: every category (the phone's tab bar). */
export const CategoriesIcon = makeIcon(['M4 4h7v7H4z', 'M13 4h7v7h-7z', 'M4 13h7v7H4z', 'M13 13h7v7h-7z']);
/** A person: the buyer's account or signing in. */
export const UserIcon = makeIcon(['M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8z', 'M4 21a8 8 0 0 1 16 0']);
/** Three lines: a menu of more choices. */
export const MenuIcon = makeIcon(['M4 7h16', 'M4 12h16', 'M4 17h16']);
