import type { Shades } from '../shades';

/**
 * Drawings of the leaf products of the root category "beauty" that the shared set in `../icons.ts`
 * does not have, on the same 100 x 100 canvas (the object within about 12..88).
 */
export const BEAUTY_ICONS = {
  faceCream: (c: Shades) => `
    <g transform="rotate(-16 30 40)">
      <rect x="14" y="26" width="54" height="14" rx="5" fill="${c.dark}"/>
      <rect x="18" y="29" width="36" height="3" rx="1.5" fill="#FFFFFF" opacity="0.3"/>
    </g>
    <rect x="20" y="52" width="62" height="36" rx="9" fill="${c.main}"/>
    <ellipse cx="51" cy="52" rx="31" ry="7" fill="${c.dark}"/>
    <ellipse cx="51" cy="52" rx="27" ry="5" fill="#FFFFFF"/>
    <path d="M40 52 Q44 40 51 44 Q58 41 62 52 Z" fill="#FFFFFF"/>
    <path d="M46 47 Q51 43 56 47" stroke="${c.light}" stroke-opacity="1" stroke-width="1.2" fill="none"/>
    <rect x="30" y="64" width="42" height="16" rx="3" fill="${c.light}"/>
    <rect x="24" y="58" width="4" height="24" rx="2" fill="#FFFFFF" opacity="0.3"/>`,
  sheetMask: (c: Shades) => `
    <rect x="14" y="14" width="44" height="64" rx="3" fill="${c.main}"/>
    <rect x="14" y="14" width="44" height="7" fill="${c.dark}"/>
    <path d="M14 17.5 H58" stroke="${c.light}" stroke-opacity="1" stroke-width="1" stroke-dasharray="2 2" fill="none"/>
    <ellipse cx="36" cy="46" rx="11" ry="14" fill="${c.light}"/>
    <rect x="22" y="66" width="28" height="4" rx="2" fill="${c.light}"/>
    <path d="M64 30 Q86 30 86 58 Q86 84 64 88 Q42 84 42 58 Q42 30 64 30 Z" fill="#FFFFFF"/>
    <ellipse cx="55" cy="54" rx="6" ry="3" fill="${c.ink}" opacity="0.55"/>
    <ellipse cx="73" cy="54" rx="6" ry="3" fill="${c.ink}" opacity="0.55"/>
    <path d="M64 57 V68 Q61 70 64 71" stroke="${c.dark}" stroke-opacity="1" stroke-width="1.2" fill="none" opacity="0.6"/>
    <ellipse cx="64" cy="78" rx="7" ry="2.5" fill="${c.ink}" opacity="0.55"/>`,
  makeupBrush: (c: Shades) => `
    <g transform="translate(50 88) scale(0.88) translate(-50 -88)">
    <g transform="rotate(-22 50 80)">
      <rect x="46" y="40" width="8" height="34" rx="3" fill="${c.main}"/>
      <rect x="45" y="30" width="10" height="12" rx="1.5" fill="${c.metal}"/>
      <path d="M45 31 Q38 14 50 8 Q62 14 55 31 Z" fill="${c.ink}"/>
      <path d="M42 17 Q50 5 58 17 Q50 12 42 17 Z" fill="${c.light}"/>
    </g>
    <g transform="rotate(20 50 80)">
      <rect x="46.5" y="38" width="7" height="36" rx="3" fill="${c.main}"/>
      <rect x="46" y="28" width="8" height="12" rx="1.5" fill="${c.metal}"/>
      <path d="M46 29 L46 16 L54 10 L54 29 Z" fill="${c.ink}"/>
      <path d="M46 16 L54 10 L54 14 L46 20 Z" fill="${c.light}"/>
    </g>
    <rect x="46" y="34" width="8" height="40" rx="3" fill="${c.dark}"/>
    <rect x="45" y="24" width="10" height="12" rx="1.5" fill="${c.metal}"/>
    <path d="M45 25 Q43 10 50 6 Q57 10 55 25 Z" fill="${c.ink}"/>
    <path d="M46 12 Q50 4 54 12 Q50 9 46 12 Z" fill="${c.light}"/>
    <rect x="32" y="60" width="36" height="28" rx="5" fill="${c.main}"/>
    <rect x="32" y="60" width="36" height="5" rx="2" fill="${c.dark}"/>
    <rect x="36" y="68" width="4" height="16" rx="2" fill="#FFFFFF" opacity="0.3"/>
    </g>`,
  eyeshadowPalette: (c: Shades) => `
    <path d="M22 14 H78 L82 46 H18 Z" fill="${c.dark}"/>
    <path d="M26 18 H74 L77 42 H23 Z" fill="#FFFFFF" opacity="0.55"/>
    <path d="M34 40 L46 20 M44 40 L54 24" stroke="#FFFFFF" stroke-opacity="1" stroke-width="2.5" opacity="0.6"/>
    <rect x="16" y="46" width="68" height="4" rx="1" fill="${c.ink}"/>
    <rect x="14" y="50" width="72" height="38" rx="4" fill="${c.main}"/>
    <g>
      <rect x="20" y="55" width="13" height="13" rx="2" fill="${c.light}"/>
      <rect x="36" y="55" width="13" height="13" rx="2" fill="#FFFFFF" opacity="0.85"/>
      <rect x="52" y="55" width="13" height="13" rx="2" fill="${c.dark}"/>
      <rect x="68" y="55" width="13" height="13" rx="2" fill="${c.ink}"/>
      <rect x="20" y="71" width="13" height="13" rx="2" fill="${c.dark}"/>
      <rect x="36" y="71" width="13" height="13" rx="2" fill="${c.metal}"/>
      <rect x="52" y="71" width="13" height="13" rx="2" fill="${c.light}"/>
      <rect x="68" y="71" width="13" height="13" rx="2" fill="#FFFFFF" opacity="0.6"/>
    </g>`,
  hairStraightener: (c: Shades) => `
    <g transform="rotate(-32 50 50)">
      <path d="M12 54 Q4 60 6 72" stroke="${c.ink}" stroke-opacity="1" stroke-width="2.4" fill="none"/>
      <g transform="rotate(-5 16 50)">
        <rect x="12" y="40" width="78" height="10" rx="4" fill="${c.main}"/>
        <rect x="56" y="47" width="32" height="3.5" rx="1" fill="${c.metal}"/>
        <rect x="26" y="42" width="8" height="4" rx="2" fill="${c.light}"/>
      </g>
      <g transform="rotate(5 16 50)">
        <rect x="12" y="50" width="78" height="10" rx="4" fill="${c.dark}"/>
        <rect x="56" y="49.5" width="32" height="3.5" rx="1" fill="${c.metal}"/>
      </g>
      <circle cx="17" cy="50" r="6" fill="${c.ink}"/>
      <circle cx="17" cy="50" r="2" fill="${c.metal}"/>
    </g>`,
  curlingIron: (c: Shades) => `
    <g transform="rotate(-38 50 50)">
      <path d="M9 50 Q2 56 6 66" stroke="${c.ink}" stroke-opacity="1" stroke-width="2.4" fill="none"/>
      <rect x="8" y="42" width="34" height="16" rx="7" fill="${c.main}"/>
      <circle cx="24" cy="50" r="2.6" fill="${c.light}"/>
      <rect x="40" y="41" width="7" height="18" rx="2" fill="${c.dark}"/>
      <rect x="47" y="44" width="37" height="12" rx="3" fill="${c.metal}"/>
      <rect x="49" y="46" width="33" height="3" rx="1.5" fill="#FFFFFF" opacity="0.6"/>
      <rect x="83" y="45" width="8" height="10" rx="4" fill="${c.ink}"/>
      <path d="M46 41 L36 34" stroke="${c.dark}" stroke-opacity="1" stroke-width="4" stroke-linecap="round"/>
      <rect x="46" y="38" width="32" height="6" rx="3" fill="${c.main}"/>
    </g>`,
  shaver: (c: Shades) => `
    <path d="M36 46 H64 L62 82 Q62 88 56 88 H44 Q38 88 38 82 Z" fill="${c.main}"/>
    <rect x="41" y="50" width="4" height="32" rx="2" fill="#FFFFFF" opacity="0.3"/>
    <circle cx="50" cy="62" r="4.5" fill="${c.light}"/>
    <rect x="38" y="42" width="24" height="8" rx="3" fill="${c.dark}"/>
    <ellipse cx="50" cy="30" rx="34" ry="16" fill="${c.dark}"/>
    <circle cx="34" cy="26" r="9" fill="${c.metal}"/><circle cx="34" cy="26" r="3.5" fill="${c.ink}"/>
    <circle cx="66" cy="26" r="9" fill="${c.metal}"/><circle cx="66" cy="26" r="3.5" fill="${c.ink}"/>
    <circle cx="50" cy="36" r="9" fill="${c.metal}"/><circle cx="50" cy="36" r="3.5" fill="${c.ink}"/>`,
  manicureSet: (c: Shades) => `
    <g transform="rotate(-30 40 52)">
      <rect x="12" y="47" width="60" height="9" rx="4.5" fill="${c.light}"/>
      <rect x="16" y="49" width="52" height="5" rx="2.5" fill="${c.dark}" opacity="0.35"/>
    </g>
    <rect x="62" y="22" width="12" height="24" rx="3" fill="${c.ink}"/>
    <rect x="64" y="44" width="8" height="6" fill="${c.ink}"/>
    <rect x="54" y="48" width="28" height="40" rx="7" fill="${c.main}"/>
    <rect x="58" y="53" width="5" height="28" rx="2.5" fill="#FFFFFF" opacity="0.35"/>
    <g transform="translate(16 76) rotate(-12)">
      <path d="M8 -4 L38 3 L36 4.5 L8 0 Z M8 4 L38 -3 L36 -4.5 L8 0 Z" fill="${c.metal}"/>
      <circle cx="3" cy="-6" r="4.5" fill="none" stroke="${c.dark}" stroke-opacity="1" stroke-width="2.6"/>
      <circle cx="3" cy="6" r="4.5" fill="none" stroke="${c.dark}" stroke-opacity="1" stroke-width="2.6"/>
      <circle cx="21" cy="0" r="1.5" fill="${c.ink}"/>
    </g>`,
} as const satisfies Record<string, (shades: Shades) => string>;
