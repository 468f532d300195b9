import type { Shades } from '../shades';

/**
 * Drawings of the leaf products of the root category "kitchen" that the shared set in `../icons.ts`
 * does not have, on the same 100 x 100 canvas (the object within about 12..88).
 */
export const KITCHEN_ICONS = {
  stockPot: (c: Shades) => `
    <rect x="12" y="42" width="14" height="7" rx="3.5" fill="${c.dark}"/>
    <rect x="74" y="42" width="14" height="7" rx="3.5" fill="${c.dark}"/>
    <rect x="22" y="36" width="56" height="50" rx="5" fill="${c.main}"/>
    <path d="M20 36 Q50 20 80 36 Z" fill="${c.light}"/>
    <rect x="19" y="34" width="62" height="5" rx="2.5" fill="${c.dark}"/>
    <rect x="43" y="22" width="14" height="8" rx="3.5" fill="${c.dark}"/>
    <rect x="28" y="44" width="6" height="36" rx="3" fill="#FFFFFF" opacity="0.25"/>`,
  wok: (c: Shades) => `
    <g transform="translate(0 6)">
      <path d="M60 48 L72 42" stroke-opacity="1" stroke="${c.metal}" stroke-width="4" fill="none"/>
      <path d="M70 43 L86 35" stroke-opacity="1" stroke="${c.dark}" stroke-width="8" fill="none" stroke-linecap="round"/>
      <path d="M14 47 Q8 45 11 42" stroke-opacity="1" stroke="${c.dark}" stroke-width="3.5" fill="none"/>
      <path d="M12 46 Q14 78 37 80 Q60 78 62 46 Z" fill="${c.main}"/>
      <ellipse cx="37" cy="46" rx="25" ry="7" fill="${c.ink}"/>
      <ellipse cx="37" cy="46" rx="25" ry="7" fill="none" stroke-opacity="1" stroke="${c.dark}" stroke-width="2.5"/>
      <path d="M20 56 Q24 70 34 74" stroke-opacity="1" stroke="#FFFFFF" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.3"/>
    </g>`,
  pressureCooker: (c: Shades) => `
    <rect x="60" y="54" width="28" height="7" rx="3.5" fill="${c.dark}"/>
    <rect x="16" y="46" width="48" height="40" rx="5" fill="${c.main}"/>
    <path d="M14 46 Q40 28 66 46 Z" fill="${c.metal}"/>
    <rect x="12" y="43" width="56" height="6" rx="3" fill="${c.dark}"/>
    <rect x="56" y="36" width="32" height="7" rx="3.5" fill="${c.dark}" transform="rotate(-8 56 40)"/>
    <rect x="34" y="26" width="10" height="10" rx="2" fill="${c.ink}"/>
    <circle cx="39" cy="24" r="4" fill="${c.ink}"/>
    <circle cx="54" cy="38" r="2.5" fill="${c.light}"/>
    <rect x="22" y="54" width="5" height="26" rx="2.5" fill="#FFFFFF" opacity="0.25"/>`,
  knifeSet: (c: Shades) => `
    <g fill="${c.ink}">
      <rect x="28" y="14" width="8" height="26" rx="3" transform="rotate(-14 32 40)"/>
      <rect x="40" y="12" width="8" height="26" rx="3" transform="rotate(-14 44 38)"/>
      <rect x="52" y="16" width="8" height="22" rx="3" transform="rotate(-14 56 36)"/>
      <rect x="63" y="20" width="8" height="18" rx="3" transform="rotate(-14 67 34)"/>
    </g>
    <g fill="${c.metal}"><circle cx="31" cy="26" r="1.3"/><circle cx="43" cy="24" r="1.3"/><circle cx="55" cy="26" r="1.3"/><circle cx="66" cy="28" r="1.3"/></g>
    <path d="M22 88 L28 44 L76 32 L80 88 Z" fill="${c.main}"/>
    <path d="M28 44 L76 32 L77 40 L28 52 Z" fill="${c.dark}"/>
    <rect x="30" y="58" width="5" height="24" rx="2.5" fill="#FFFFFF" opacity="0.2"/>`,
  cuttingBoard: (c: Shades) => `
    <path d="M40 20 Q40 12 48 12 H52 Q60 12 60 20 V32 H40 Z M46 22 A4 4 0 1 0 54 22 A4 4 0 1 0 46 22 Z" fill-rule="evenodd" fill="${c.main}"/>
    <rect x="22" y="28" width="56" height="60" rx="9" fill="${c.main}"/>
    <rect x="28" y="34" width="44" height="48" rx="6" fill="none" stroke-opacity="1" stroke="${c.dark}" stroke-width="2"/>
    <path d="M34 44 Q50 40 66 46 M34 58 Q50 54 66 60 M34 72 Q50 68 66 72" stroke-opacity="1" stroke="${c.dark}" stroke-width="1.2" fill="none" opacity="0.5"/>
    <rect x="25" y="32" width="4" height="50" rx="2" fill="#FFFFFF" opacity="0.2"/>`,
  peeler: (c: Shades) => `
    <path d="M50 58 L32 24 M50 58 L68 24" stroke-opacity="1" stroke="${c.dark}" stroke-width="5" fill="none" stroke-linecap="round"/>
    <rect x="28" y="18" width="44" height="9" rx="2" fill="${c.metal}"/>
    <path d="M32 22.5 H68" stroke-opacity="1" stroke="${c.ink}" stroke-width="1.5"/>
    <rect x="43" y="52" width="14" height="36" rx="7" fill="${c.main}"/>
    <circle cx="50" cy="80" r="3" fill="${c.light}"/>
    <rect x="46" y="58" width="3" height="16" rx="1.5" fill="#FFFFFF" opacity="0.3"/>`,
  vacuumFlask: (c: Shades) => `
    <rect x="34" y="30" width="32" height="58" rx="6" fill="${c.main}"/>
    <rect x="34" y="78" width="32" height="10" rx="4" fill="${c.metal}"/>
    <rect x="35" y="27" width="30" height="5" rx="1" fill="${c.metal}"/>
    <path d="M36 12 H64 Q66 12 66 14 L68 29 H32 L34 14 Q34 12 36 12 Z" fill="${c.dark}"/>
    <path d="M33 23 H67" stroke-opacity="1" stroke="${c.light}" stroke-width="1.4" opacity="0.6"/>
    <rect x="39" y="36" width="5" height="38" rx="2.5" fill="#FFFFFF" opacity="0.3"/>`,
  waterBottle: (c: Shades) => `
    <path d="M60 24 Q74 18 72 30 Q70 36 62 34" stroke-opacity="1" stroke="${c.dark}" stroke-width="3.5" fill="none"/>
    <path d="M34 34 H66 V50 Q61 58 66 66 V84 Q66 88 62 88 H38 Q34 88 34 84 V66 Q39 58 34 50 Z" fill="${c.light}"/>
    <path d="M34 66 Q39 58 37 56 H63 Q61 58 66 66 V84 Q66 88 62 88 H38 Q34 88 34 84 Z" fill="${c.main}"/>
    <rect x="36" y="22" width="28" height="13" rx="3" fill="${c.dark}"/>
    <rect x="45" y="12" width="9" height="11" rx="3" fill="${c.ink}"/>
    <path d="M58 40 H63 M58 46 H63" stroke-opacity="1" stroke="${c.dark}" stroke-width="1.5"/>
    <rect x="38" y="38" width="4" height="14" rx="2" fill="#FFFFFF" opacity="0.5"/>`,
  drinkingGlass: (c: Shades) => `
    <path d="M22 14 H54 L50 84 H26 Z" fill="${c.light}" opacity="0.7"/>
    <path d="M23.6 40 H52.5 L50 84 H26 Z" fill="${c.main}" opacity="0.45"/>
    <rect x="26" y="78" width="24" height="6" fill="${c.light}"/>
    <path d="M46 44 H80 L77 88 H49 Z" fill="${c.light}" opacity="0.85"/>
    <path d="M46.7 58 H79.1 L77 88 H49 Z" fill="${c.main}" opacity="0.55"/>
    <rect x="49" y="82" width="28" height="6" fill="${c.light}"/>
    <path d="M28 20 L30 70 M52 50 L53 78" stroke-opacity="1" stroke="#FFFFFF" stroke-width="2.5" stroke-linecap="round" opacity="0.8"/>`,
  foodContainer: (c: Shades) => `
    <path d="M16 58 H84 L80 88 H20 Z" fill="${c.light}" opacity="0.85"/>
    <rect x="20" y="68" width="60" height="16" rx="3" fill="${c.main}" opacity="0.35"/>
    <rect x="13" y="50" width="74" height="9" rx="3" fill="${c.main}"/>
    <rect x="22" y="56" width="10" height="8" rx="2" fill="${c.dark}"/><rect x="68" y="56" width="10" height="8" rx="2" fill="${c.dark}"/>
    <path d="M26 30 H74 L71 48 H29 Z" fill="${c.light}" opacity="0.85"/>
    <rect x="23" y="23" width="54" height="8" rx="3" fill="${c.main}"/>
    <rect x="31" y="28" width="9" height="7" rx="2" fill="${c.dark}"/><rect x="60" y="28" width="9" height="7" rx="2" fill="${c.dark}"/>
    <rect x="20" y="60" width="4" height="22" rx="2" fill="#FFFFFF" opacity="0.5"/>`,
  spiceJar: (c: Shades) => `
    <rect x="14" y="44" width="22" height="44" rx="4" fill="${c.light}" opacity="0.8"/>
    <rect x="14" y="62" width="22" height="26" rx="4" fill="${c.main}"/>
    <rect x="13" y="32" width="24" height="13" rx="3" fill="${c.dark}"/>
    <rect x="39" y="30" width="22" height="58" rx="4" fill="${c.light}" opacity="0.8"/>
    <rect x="39" y="52" width="22" height="36" rx="4" fill="${c.main}"/>
    <rect x="38" y="18" width="24" height="13" rx="3" fill="${c.dark}"/>
    <rect x="64" y="44" width="22" height="44" rx="4" fill="${c.light}" opacity="0.8"/>
    <rect x="64" y="66" width="22" height="22" rx="4" fill="${c.main}"/>
    <rect x="63" y="32" width="24" height="13" rx="3" fill="${c.dark}"/>
    <path d="M19 36 H32 M43 22 H57 M68 36 H82" stroke-opacity="1" stroke="${c.ink}" stroke-width="2" stroke-linecap="round" stroke-dasharray="0.1 3.5" fill="none"/>`,
  dishRack: (c: Shades) => `
    <circle cx="32" cy="50" r="18" fill="${c.light}"/><circle cx="32" cy="50" r="11" fill="#FFFFFF" opacity="0.4"/>
    <circle cx="50" cy="46" r="20" fill="${c.light}"/><circle cx="50" cy="46" r="12" fill="#FFFFFF" opacity="0.4"/>
    <circle cx="68" cy="50" r="18" fill="${c.light}"/><circle cx="68" cy="50" r="11" fill="#FFFFFF" opacity="0.4"/>
    <path d="M20 60 V80 M28 60 V80 M36 60 V80 M44 60 V80 M52 60 V80 M60 60 V80 M68 60 V80 M76 60 V80 M84 60 V80" stroke-opacity="1" stroke="${c.main}" stroke-width="2.2"/>
    <path d="M16 60 H88" stroke-opacity="1" stroke="${c.main}" stroke-width="3.5" stroke-linecap="round"/>
    <rect x="12" y="78" width="78" height="7" rx="3" fill="${c.dark}"/>
    <rect x="16" y="84" width="6" height="4" fill="${c.ink}"/><rect x="80" y="84" width="6" height="4" fill="${c.ink}"/>`,
  blender: (c: Shades) => `
    <path d="M62 26 H74 V54 H60" stroke-opacity="1" stroke="${c.dark}" stroke-width="5" fill="none" stroke-linejoin="round"/>
    <path d="M30 20 H68 L62 64 H36 Z" fill="${c.light}" opacity="0.75"/>
    <path d="M33.3 44 H64.7 L62 64 H36 Z" fill="${c.main}" opacity="0.5"/>
    <path d="M42 58 L56 54 M42 54 L56 58" stroke-opacity="1" stroke="${c.metal}" stroke-width="2.5" stroke-linecap="round"/>
    <rect x="28" y="14" width="42" height="7" rx="2" fill="${c.dark}"/>
    <rect x="34" y="62" width="30" height="5" rx="1" fill="${c.dark}"/>
    <path d="M28 88 L32 66 H66 L70 88 Z" fill="${c.main}"/>
    <circle cx="49" cy="77" r="4.5" fill="${c.light}"/>
    <rect x="34" y="25" width="4" height="32" rx="2" fill="#FFFFFF" opacity="0.5"/>`,
  airFryer: (c: Shades) => `
    <rect x="18" y="18" width="64" height="66" rx="15" fill="${c.main}"/>
    <rect x="33" y="24" width="34" height="12" rx="4" fill="${c.ink}"/>
    <circle cx="41" cy="30" r="2" fill="${c.light}"/><rect x="47" y="28" width="14" height="4" rx="1" fill="${c.light}" opacity="0.8"/>
    <rect x="22" y="44" width="56" height="36" rx="8" fill="${c.dark}"/>
    <rect x="30" y="50" width="40" height="10" rx="3" fill="${c.ink}" opacity="0.7"/>
    <rect x="40" y="62" width="20" height="22" rx="5" fill="${c.ink}"/>
    <rect x="24" y="84" width="10" height="4" rx="1" fill="${c.ink}"/><rect x="66" y="84" width="10" height="4" rx="1" fill="${c.ink}"/>
    <rect x="22" y="24" width="5" height="16" rx="2.5" fill="#FFFFFF" opacity="0.3"/>`,
  riceCooker: (c: Shades) => `
    <rect x="16" y="46" width="68" height="40" rx="16" fill="${c.main}"/>
    <path d="M18 48 Q50 12 82 48 Z" fill="${c.light}"/>
    <rect x="16" y="44" width="68" height="6" rx="3" fill="${c.dark}"/>
    <rect x="44" y="40" width="12" height="9" rx="3" fill="${c.dark}"/>
    <circle cx="60" cy="36" r="3" fill="${c.dark}"/>
    <rect x="37" y="58" width="26" height="16" rx="4" fill="${c.ink}"/>
    <circle cx="44" cy="66" r="2.2" fill="${c.light}"/><circle cx="56" cy="66" r="2.2" fill="${c.main}"/>
    <rect x="12" y="54" width="6" height="12" rx="3" fill="${c.dark}"/><rect x="82" y="54" width="6" height="12" rx="3" fill="${c.dark}"/>`,
} as const satisfies Record<string, (shades: Shades) => string>;
