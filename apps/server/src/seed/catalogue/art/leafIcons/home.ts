import type { Shades } from '../shades';

/**
 * Drawings of the leaf products of the root category "home" that the shared set in `../icons.ts`
 * does not have, on the same 100 x 100 canvas (the object within about 12..88).
 */
export const HOME_ICONS = {
  coffeeTable: (c: Shades) => `
    <rect x="26" y="58" width="4" height="20" fill="${c.dark}"/>
    <rect x="70" y="58" width="4" height="20" fill="${c.dark}"/>
    <rect x="18" y="72" width="64" height="4" rx="1" fill="${c.dark}"/>
    <rect x="15" y="58" width="6" height="30" rx="1" fill="${c.dark}"/>
    <rect x="79" y="58" width="6" height="30" rx="1" fill="${c.dark}"/>
    <polygon points="24,44 76,44 88,52 12,52" fill="${c.light}"/>
    <rect x="12" y="52" width="76" height="7" rx="1.5" fill="${c.main}"/>
    <rect x="30" y="41" width="18" height="4" rx="1" fill="${c.ink}"/>
    <rect x="32" y="37" width="14" height="4" rx="1" fill="${c.dark}"/>
    <path d="M60 46 Q56 36 62 30 Q68 36 64 46 Z" fill="${c.light}"/>`,
  tvStand: (c: Shades) => `
    <rect x="22" y="16" width="56" height="35" rx="2" fill="${c.ink}"/>
    <polygon points="28,20 44,20 30,46 25,46 25,20" fill="#FFFFFF" opacity="0.12"/>
    <rect x="44" y="51" width="12" height="5" rx="1" fill="${c.ink}"/>
    <rect x="12" y="56" width="76" height="25" rx="2" fill="${c.main}"/>
    <rect x="15" y="59" width="22" height="19" rx="1" fill="${c.light}"/>
    <rect x="40" y="59" width="20" height="19" rx="1" fill="${c.dark}"/>
    <rect x="63" y="59" width="22" height="19" rx="1" fill="${c.light}"/>
    <circle cx="33" cy="68.5" r="1.6" fill="${c.metal}"/><circle cx="67" cy="68.5" r="1.6" fill="${c.metal}"/>
    <rect x="16" y="81" width="4" height="7" fill="${c.ink}"/><rect x="80" y="81" width="4" height="7" fill="${c.ink}"/>`,
  nightstand: (c: Shades) => `
    <polygon points="40,16 60,16 67,33 33,33" fill="${c.light}"/>
    <rect x="48.5" y="33" width="3" height="10" fill="${c.metal}"/>
    <ellipse cx="50" cy="44" rx="8" ry="2.5" fill="${c.ink}"/>
    <rect x="25" y="46" width="50" height="5" rx="1.5" fill="${c.dark}"/>
    <rect x="27" y="51" width="46" height="31" fill="${c.main}"/>
    <rect x="30" y="54" width="40" height="11" rx="1.5" fill="${c.light}" opacity="0.35"/>
    <rect x="30" y="68" width="40" height="11" rx="1.5" fill="${c.light}" opacity="0.35"/>
    <circle cx="50" cy="59.5" r="1.8" fill="${c.metal}"/><circle cx="50" cy="73.5" r="1.8" fill="${c.metal}"/>
    <rect x="29" y="82" width="4" height="6" fill="${c.dark}"/><rect x="67" y="82" width="4" height="6" fill="${c.dark}"/>`,
  wardrobe: (c: Shades) => `
    <rect x="20" y="12" width="60" height="5" rx="1" fill="${c.dark}"/>
    <rect x="22" y="17" width="56" height="64" fill="${c.main}"/>
    <rect x="25" y="20" width="23" height="58" rx="1" fill="${c.light}" opacity="0.35"/>
    <rect x="52" y="20" width="23" height="58" rx="1" fill="${c.light}" opacity="0.35"/>
    <rect x="29" y="25" width="15" height="48" rx="1" fill="${c.light}"/>
    <path d="M32 30 L40 26 M32 38 L42 32" stroke-opacity="1" stroke="#FFFFFF" stroke-width="1.5" opacity="0.7"/>
    <rect x="45" y="42" width="1.8" height="14" rx="0.9" fill="${c.metal}"/>
    <rect x="53.2" y="42" width="1.8" height="14" rx="0.9" fill="${c.metal}"/>
    <rect x="21" y="80" width="58" height="4" rx="1" fill="${c.dark}"/>
    <rect x="24" y="84" width="5" height="4" fill="${c.ink}"/><rect x="71" y="84" width="5" height="4" fill="${c.ink}"/>`,
  storageBox: (c: Shades) => `
    <polygon points="18,40 82,40 78,86 22,86" fill="${c.main}"/>
    <rect x="14" y="30" width="72" height="11" rx="3" fill="${c.dark}"/>
    <rect x="18" y="33" width="64" height="2" rx="1" fill="#FFFFFF" opacity="0.2"/>
    <rect x="19" y="38" width="6" height="12" rx="1.5" fill="${c.light}"/>
    <rect x="75" y="38" width="6" height="12" rx="1.5" fill="${c.light}"/>
    <rect x="41" y="46" width="18" height="5" rx="2.5" fill="${c.ink}"/>
    <rect x="37" y="58" width="26" height="15" rx="2" fill="#FFFFFF" opacity="0.7"/>
    <path d="M23 80 H77" stroke-opacity="1" stroke="${c.dark}" stroke-width="1.4"/>`,
  clothesHanger: (c: Shades) => `
    <g transform="translate(0 16)">
      <path d="M50 26 L16 50 Q11 55 18 56 H82 Q89 55 84 50 Z" stroke-opacity="1" stroke="${c.dark}" stroke-width="4.5" fill="none" stroke-linejoin="round"/>
    </g>
    <path d="M50 30 V26 Q50 22 54 20 Q58 18 58 15 Q58 11 54 11 Q50 11 50 14" stroke-opacity="1" stroke="${c.metal}" stroke-width="2.5" fill="none" stroke-linecap="round"/>
    <path d="M50 34 L16 58 Q11 63 18 64 H82 Q89 63 84 58 Z" stroke-opacity="1" stroke="${c.main}" stroke-width="5" fill="none" stroke-linejoin="round"/>
    <rect x="46" y="29" width="8" height="7" rx="2" fill="${c.dark}"/>
    <path d="M24 56 L28 53 M76 56 L72 53" stroke-opacity="1" stroke="${c.light}" stroke-width="1.4"/>`,
  beddingSet: (c: Shades) => `
    <rect x="14" y="62" width="72" height="24" rx="5" fill="${c.main}"/>
    <path d="M16 74 H84" stroke-opacity="1" stroke="${c.dark}" stroke-width="1.2"/>
    <rect x="18" y="47" width="64" height="16" rx="4" fill="${c.light}"/>
    <path d="M24 51 V59 M32 51 V59 M40 51 V59 M48 51 V59 M66 51 V59 M74 51 V59" stroke-opacity="1" stroke="${c.main}" stroke-width="1.4"/>
    <rect x="22" y="30" width="56" height="18" rx="7" fill="${c.main}"/>
    <rect x="27" y="34" width="46" height="10" rx="4" fill="none" stroke-opacity="1" stroke="${c.light}" stroke-width="1" stroke-dasharray="2.5 2.5"/>
    <rect x="55" y="30" width="6" height="56" fill="${c.dark}"/>
    <ellipse cx="53" cy="27" rx="5" ry="3" fill="${c.dark}"/><ellipse cx="63" cy="27" rx="5" ry="3" fill="${c.dark}"/>
    <circle cx="58" cy="28" r="2.2" fill="${c.dark}"/>`,
  curtain: (c: Shades) => `
    <rect x="26" y="20" width="48" height="62" fill="#FFFFFF" opacity="0.5"/>
    <path d="M50 20 V82 M26 50 H74" stroke-opacity="1" stroke="#FFFFFF" stroke-width="2"/>
    <path d="M14 18 H42 Q40 40 32 54 Q38 70 44 87 H14 Z" fill="${c.main}"/>
    <path d="M86 18 H58 Q60 40 68 54 Q62 70 56 87 H86 Z" fill="${c.main}"/>
    <path d="M21 18 V87 M28 18 Q29 40 25 54 Q28 70 30 87 M35 18 Q34 38 29 52 M79 18 V87 M72 18 Q71 40 75 54 Q72 70 70 87 M65 18 Q66 38 71 52" stroke-opacity="1" stroke="${c.dark}" stroke-width="1" fill="none" opacity="0.6"/>
    <rect x="14" y="52" width="20" height="4" rx="2" fill="${c.dark}"/>
    <rect x="66" y="52" width="20" height="4" rx="2" fill="${c.dark}"/>
    <rect x="12" y="15" width="76" height="3.5" rx="1.75" fill="${c.metal}"/>
    <circle cx="12" cy="16.75" r="3" fill="${c.dark}"/><circle cx="88" cy="16.75" r="3" fill="${c.dark}"/>`,
  rug: (c: Shades) => `
    <path d="M28 40 V35 M32 40 V35 M36 40 V35 M40 40 V35 M44 40 V35 M48 40 V35 M52 40 V35 M56 40 V35 M60 40 V35 M64 40 V35 M68 40 V35 M72 40 V35" stroke-opacity="1" stroke="${c.dark}" stroke-width="1.2"/>
    <path d="M14 80 V86 M19 80 V86 M24 80 V86 M29 80 V86 M34 80 V86 M39 80 V86 M44 80 V86 M49 80 V86 M54 80 V86 M59 80 V86 M64 80 V86 M69 80 V86 M74 80 V86 M79 80 V86 M84 80 V86" stroke-opacity="1" stroke="${c.dark}" stroke-width="1.4"/>
    <polygon points="26,40 74,40 88,80 12,80" fill="${c.main}"/>
    <polygon points="30,43 70,43 82,77 18,77" fill="${c.light}"/>
    <polygon points="33,46 67,46 77,74 23,74" fill="${c.main}"/>
    <polygon points="50,50 63,60 50,70 37,60" fill="${c.dark}"/>
    <polygon points="50,55 56,60 50,65 44,60" fill="${c.light}"/>
    <circle cx="30" cy="70" r="2" fill="${c.light}"/><circle cx="70" cy="70" r="2" fill="${c.light}"/>
    <circle cx="37" cy="50" r="1.6" fill="${c.light}"/><circle cx="63" cy="50" r="1.6" fill="${c.light}"/>`,
} as const satisfies Record<string, (shades: Shades) => string>;
