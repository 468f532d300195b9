import type { Shades } from '../shades';

/**
 * Drawings of the leaf products of the root category "clothing" that the shared set in `../icons.ts`
 * does not have, on the same 100 x 100 canvas (the object within about 12..88).
 */
export const CLOTHING_ICONS = {
  shirt: (c: Shades) => `
    <path d="M38 16 L26 19 Q18 22 16 34 L12 72 H22 L28 44 L30 46 V86 H70 V46 L72 44 L78 72 H88 L84 34 Q82 22 74 19 L62 16 Z" fill="${c.main}"/>
    <polygon points="12.6,66 23.4,66 22,72 12,72" fill="${c.dark}"/>
    <polygon points="76.6,66 87.4,66 88,72 78,72" fill="${c.dark}"/>
    <path d="M38 16 Q50 11 62 16 L50 24 Z" fill="${c.dark}"/>
    <polygon points="38,15 50,24 44,31 35,20" fill="${c.light}"/>
    <polygon points="62,15 50,24 56,31 65,20" fill="${c.light}"/>
    <path d="M50 24 V86" stroke-opacity="1" stroke="${c.dark}" stroke-width="1.2"/>
    <circle cx="52.5" cy="36" r="1.5" fill="${c.light}"/><circle cx="52.5" cy="48" r="1.5" fill="${c.light}"/>
    <circle cx="52.5" cy="60" r="1.5" fill="${c.light}"/><circle cx="52.5" cy="72" r="1.5" fill="${c.light}"/>
    <rect x="57" y="36" width="9" height="10" rx="1" fill="none" stroke-opacity="1" stroke="${c.dark}" stroke-width="1"/>`,
  jeans: (c: Shades) => `
    <path d="M28 20 H72 L77 87 H55 L50 40 L45 87 H23 Z" fill="${c.main}"/>
    <rect x="27" y="13" width="46" height="8" rx="1.5" fill="${c.dark}"/>
    <path d="M34 12 V22 M50 12 V22 M66 12 V22" stroke-opacity="1" stroke="${c.main}" stroke-width="2"/>
    <circle cx="50" cy="17" r="1.8" fill="${c.metal}"/>
    <path d="M50 21 V34 Q50 38 45 38" stroke-opacity="1" stroke="${c.dark}" stroke-width="1.2" fill="none"/>
    <path d="M29 26 Q38 28 41 21 M71 26 Q62 28 59 21" stroke-opacity="1" stroke="${c.light}" stroke-width="1.4" fill="none"/>
    <path d="M24 82 H44.5 M55.5 82 H76" stroke-opacity="1" stroke="${c.light}" stroke-width="1.2" stroke-dasharray="2 1.5"/>
    <path d="M36 44 L34 78 M64 44 L66 78" stroke-opacity="1" stroke="${c.dark}" stroke-width="0.8" opacity="0.5"/>`,
  jacket: (c: Shades) => `
    <path d="M36 16 L24 20 Q14 24 14 38 L13 72 H25 L27 46 L28 48 V80 H72 V48 L73 46 L75 72 H87 L86 38 Q86 24 76 20 L64 16 Z" fill="${c.main}"/>
    <rect x="13" y="71" width="12" height="8" rx="2" fill="${c.dark}"/>
    <rect x="75" y="71" width="12" height="8" rx="2" fill="${c.dark}"/>
    <rect x="27" y="78" width="46" height="9" rx="2" fill="${c.dark}"/>
    <path d="M36 17 Q50 25 64 17 L62 11 Q50 18 38 11 Z" fill="${c.dark}"/>
    <path d="M32 80 V86 M38 80 V86 M44 80 V86 M56 80 V86 M62 80 V86 M68 80 V86" stroke-opacity="1" stroke="${c.main}" stroke-width="0.8"/>
    <path d="M50 21 V87" stroke-opacity="1" stroke="${c.metal}" stroke-width="2"/>
    <rect x="48" y="26" width="4" height="7" rx="1" fill="${c.metal}"/>
    <path d="M34 56 L38 70 M66 56 L62 70" stroke-opacity="1" stroke="${c.dark}" stroke-width="2" stroke-linecap="round"/>`,
  blouse: (c: Shades) => `
    <path d="M38 16 Q50 28 62 16 L69 21 L71 40 Q68 62 74 86 H26 Q32 62 29 40 L31 21 Z" fill="${c.main}"/>
    <ellipse cx="25" cy="30" rx="13" ry="10" transform="rotate(-30 25 30)" fill="${c.main}"/>
    <ellipse cx="75" cy="30" rx="13" ry="10" transform="rotate(30 75 30)" fill="${c.main}"/>
    <path d="M15 35 L23 41 M85 35 L77 41" stroke-opacity="1" stroke="${c.dark}" stroke-width="3" stroke-linecap="round"/>
    <path d="M26 24 Q24 30 26 36 M74 24 Q76 30 74 36" stroke-opacity="1" stroke="${c.dark}" stroke-width="0.8" fill="none" opacity="0.6"/>
    <path d="M29 60 Q50 64 71 60" stroke-opacity="1" stroke="${c.dark}" stroke-width="1" fill="none" opacity="0.6"/>
    <polygon points="50,27 40,22 40,32" fill="${c.dark}"/>
    <polygon points="50,27 60,22 60,32" fill="${c.dark}"/>
    <path d="M49 28 L44 44 M51 28 L56 44" stroke-opacity="1" stroke="${c.dark}" stroke-width="2.2" stroke-linecap="round"/>
    <circle cx="50" cy="27" r="2.6" fill="${c.dark}"/>
    <circle cx="50" cy="50" r="1.4" fill="${c.light}"/>`,
  skirt: (c: Shades) => `
    <path d="M34 25 H66 L84 81 Q50 89 16 81 Z" fill="${c.main}"/>
    <rect x="33" y="17" width="34" height="8" rx="2" fill="${c.dark}"/>
    <circle cx="60" cy="21" r="1.6" fill="${c.light}"/>
    <path d="M42 25 L32 84 M50 25 V87 M58 25 L68 84 M38 25 L24 82 M62 25 L76 82" stroke-opacity="1" stroke="${c.dark}" stroke-width="1" opacity="0.55"/>
    <path d="M17 80 Q50 88 83 80" stroke-opacity="1" stroke="${c.light}" stroke-width="1.2" fill="none" stroke-dasharray="2 1.5"/>`,
  abaya: (c: Shades) => `
    <path d="M44 12 Q50 17 56 12 L64 14 Q72 16 75 24 L86 68 Q79 73 71 70 L65 40 L73 88 H27 L35 40 L29 70 Q21 73 14 68 L25 24 Q28 16 36 14 Z" fill="${c.main}"/>
    <path d="M14 68 Q21 73 29 70 L28.6 73 Q21 76 13.5 71 Z M86 68 Q79 73 71 70 L71.4 73 Q79 76 86.5 71 Z" fill="${c.dark}"/>
    <path d="M44 12 Q50 19 56 12" stroke-opacity="1" stroke="${c.dark}" stroke-width="3" fill="none"/>
    <path d="M46 16 L45 88 M54 16 L55 88" stroke-opacity="1" stroke="${c.dark}" stroke-width="2.4" fill="none"/>
    <path d="M46 22 L45 84 M54 22 L55 84" stroke-opacity="1" stroke="${c.light}" stroke-width="1" stroke-dasharray="1.5 2.5" fill="none"/>
    <path d="M27.5 85.5 H72.5" stroke-opacity="1" stroke="${c.dark}" stroke-width="2.6"/>
    <path d="M39 30 L34 84 M61 30 L66 84 M31 24 L22 64 M69 24 L78 64" stroke-opacity="1" stroke="${c.dark}" stroke-width="0.9" opacity="0.4" fill="none"/>`,
  kidsOutfitSet: (c: Shades) => `
    <path d="M40 13 L26 20 L31 31 L36 29 V49 H64 V29 L69 31 L74 20 L60 13 Q50 20 40 13 Z" fill="${c.main}"/>
    <path d="M40 13 Q50 20 60 13" stroke-opacity="1" stroke="${c.dark}" stroke-width="2.4" fill="none"/>
    <polygon points="50,26 52.4,31.5 58,32 53.6,35.6 55,41 50,38 45,41 46.4,35.6 42,32 47.6,31.5" fill="${c.light}"/>
    <path d="M34 58 H66 L70 84 H53 L50 70 L47 84 H30 Z" fill="${c.dark}"/>
    <rect x="33" y="53" width="34" height="6" rx="2" fill="${c.light}"/>
    <path d="M48 59 L46 64 M52 59 L54 64" stroke-opacity="1" stroke="${c.light}" stroke-width="1.2" stroke-linecap="round"/>
    <path d="M31 80 H47 M53 80 H69" stroke-opacity="1" stroke="${c.light}" stroke-width="1.2"/>`,
  kidsCoat: (c: Shades) => `
    <path d="M33 28 Q32 9 50 9 Q68 9 67 28 Z" fill="${c.main}"/>
    <ellipse cx="50" cy="22" rx="10" ry="10" fill="${c.dark}"/>
    <path d="M34 24 L22 30 Q16 34 16 44 L14 72 H24 L27 48 V86 H73 V48 L76 72 H86 L84 44 Q84 34 78 30 L66 24 Q50 34 34 24 Z" fill="${c.main}"/>
    <rect x="14" y="70" width="10" height="6" rx="2" fill="${c.dark}"/>
    <rect x="76" y="70" width="10" height="6" rx="2" fill="${c.dark}"/>
    <path d="M50 31 V86" stroke-opacity="1" stroke="${c.dark}" stroke-width="1.2"/>
    <rect x="45" y="40" width="10" height="3" rx="1.5" fill="${c.light}"/>
    <rect x="45" y="52" width="10" height="3" rx="1.5" fill="${c.light}"/>
    <rect x="45" y="64" width="10" height="3" rx="1.5" fill="${c.light}"/>
    <rect x="30" y="66" width="12" height="12" rx="2" fill="${c.dark}"/>
    <rect x="58" y="66" width="12" height="12" rx="2" fill="${c.dark}"/>`,
  slipper: (c: Shades) => `
    <g transform="rotate(-6 31 52)">
      <ellipse cx="31" cy="52" rx="13" ry="35" fill="${c.dark}"/>
      <ellipse cx="31" cy="53" rx="10.5" ry="32" fill="${c.light}"/>
      <path d="M18 50 Q16 22 31 18 Q46 22 44 50 Q31 44 18 50 Z" fill="${c.main}"/>
      <path d="M18 50 Q31 44 44 50" stroke-opacity="1" stroke="#FFFFFF" stroke-width="3" fill="none" opacity="0.6" stroke-linecap="round"/>
    </g>
    <g transform="translate(100 0) scale(-1 1) rotate(-6 31 52)">
      <ellipse cx="31" cy="52" rx="13" ry="35" fill="${c.dark}"/>
      <ellipse cx="31" cy="53" rx="10.5" ry="32" fill="${c.light}"/>
      <path d="M18 50 Q16 22 31 18 Q46 22 44 50 Q31 44 18 50 Z" fill="${c.main}"/>
      <path d="M18 50 Q31 44 44 50" stroke-opacity="1" stroke="#FFFFFF" stroke-width="3" fill="none" opacity="0.6" stroke-linecap="round"/>
    </g>`,
  sandal: (c: Shades) => `
    <path d="M12 73 Q12 68 18 68 H84 Q90 68 88 73 L87 77 H16 Q12 77 12 73 Z" fill="${c.ink}"/>
    <path d="M14 68 V62 Q14 60 18 60 H38 L86 66 Q89 68 86 68 Z" fill="${c.light}"/>
    <path d="M22 61 Q18 38 32 36 Q44 38 40 62" stroke-opacity="1" stroke="${c.main}" stroke-width="5.5" fill="none"/>
    <path d="M44 63 Q53 40 66 65" stroke-opacity="1" stroke="${c.main}" stroke-width="7" fill="none"/>
    <path d="M68 66 Q75 50 83 67" stroke-opacity="1" stroke="${c.main}" stroke-width="6" fill="none"/>
    <rect x="34" y="42" width="7" height="8" rx="1.5" fill="none" stroke-opacity="1" stroke="${c.metal}" stroke-width="2"/>
    <path d="M24 44 Q30 40 36 44" stroke-opacity="1" stroke="${c.dark}" stroke-width="1" fill="none"/>`,
  leatherShoe: (c: Shades) => `
    <path d="M12 76 V58 Q12 46 23 47 L32 50 Q40 50 44 45 Q55 43 64 51 Q81 56 88 66 Q92 72 90 79 Q89 83 84 83 H57 Q45 78 32 76 Z" fill="${c.main}"/>
    <path d="M11 75 H32 Q45 77 57 82 H84 Q89 82 90.5 77 Q93 80 91.5 84 Q90 88 84 88 H57 Q46 83 33 81 V88 H14 V80 Q11 80 11 75 Z" fill="${c.ink}"/>
    <path d="M23 47 Q33 52 44 45" stroke-opacity="1" stroke="${c.ink}" stroke-width="2.4" fill="none"/>
    <path d="M43 46 Q54 44 62 51 L56 56.5 Q49 50.5 42 51.5 Z" fill="${c.dark}"/>
    <path d="M46 46.5 L50 50.5 M50 45.5 L54 50.5 M54 47.5 L57 52.5" stroke-opacity="1" stroke="${c.light}" stroke-width="1.2" stroke-linecap="round"/>
    <path d="M68 54 Q74 64 70 80" stroke-opacity="1" stroke="${c.dark}" stroke-width="1.2" fill="none"/>
    <path d="M14 63 Q26 61 36 67" stroke-opacity="1" stroke="${c.dark}" stroke-width="1" fill="none" opacity="0.6"/>
    <ellipse cx="79" cy="65" rx="6" ry="2.2" fill="#FFFFFF" opacity="0.35" transform="rotate(24 79 65)"/>`,
} as const satisfies Record<string, (shades: Shades) => string>;
