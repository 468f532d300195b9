import type { Shades } from '../shades';

/** One combination spanner standing upright, its open jaw at the top and its ring at the bottom. */
function spanner(x: number, top: number, bottom: number, size: number, metal: string): string {
  return `
    <path d="M${x} ${top + size} V${bottom - size}" stroke-opacity="1" stroke="${metal}" stroke-width="${size * 0.9}" fill="none"/>
    <path d="M${x - size * 0.55} ${top - size * 0.3} A${size} ${size} 0 1 0 ${x + size * 0.55} ${top - size * 0.3}" stroke-opacity="1" stroke="${metal}" stroke-width="${size * 0.8}" fill="none"/>
    <circle cx="${x}" cy="${bottom}" r="${size * 0.8}" stroke-opacity="1" stroke="${metal}" stroke-width="${size * 0.7}" fill="none"/>`;
}

/**
 * One screwdriver standing upright at `x`, handle down and blade up to `top`, with a flat or a
 * cross (pointed) tip.
 */
function screwdriver(x: number, top: number, flat: boolean, handle: string, metal: string): string {
  const tip = flat
    ? `${x - 1.8},${top + 7} ${x - 3},${top + 1} ${x - 3},${top} ${x + 3},${top} ${x + 3},${top + 1} ${x + 1.8},${top + 7}`
    : `${x - 1.8},${top + 6} ${x},${top - 1} ${x + 1.8},${top + 6}`;
  return `
    <rect x="${x - 1.8}" y="${top + 5}" width="3.6" height="${48 - top}" fill="${metal}"/>
    <polygon points="${tip}" fill="${metal}"/>
    <rect x="${x - 6}" y="50" width="12" height="32" rx="5" fill="${handle}"/>
    <rect x="${x - 4}" y="47" width="8" height="5" rx="1.5" fill="${metal}"/>
    <path d="M${x - 2.5} 57 V76 M${x + 2.5} 57 V76" stroke-opacity="1" stroke="#FFFFFF" stroke-width="1.4" opacity="0.35"/>`;
}

/**
 * Drawings of the leaf products of the root category "tools" that the shared set in `../icons.ts`
 * does not have, on the same 100 x 100 canvas (the object within about 12..88).
 */
export const TOOLS_ICONS = {
  angleGrinder: (c: Shades) => `
    <rect x="40" y="38" width="46" height="20" rx="9" fill="${c.main}"/>
    <rect x="78" y="40" width="8" height="16" rx="3" fill="${c.ink}"/>
    <path d="M58 41 V55 M62 41 V55 M66 41 V55" stroke-opacity="1" stroke="${c.dark}" stroke-width="1.8"/>
    <rect x="44" y="40" width="30" height="3" rx="1.5" fill="#FFFFFF" opacity="0.35"/>
    <rect x="24" y="34" width="20" height="26" rx="5" fill="${c.dark}"/>
    <rect x="30" y="14" width="8" height="22" rx="4" fill="${c.ink}"/>
    <rect x="31" y="58" width="6" height="8" fill="${c.metal}"/>
    <path d="M10 68 Q10 56 34 56 Q58 56 58 68 Z" fill="${c.dark}"/>
    <ellipse cx="34" cy="69" rx="24" ry="5" fill="${c.metal}"/>
    <ellipse cx="34" cy="69" rx="5" ry="1.6" fill="${c.ink}"/>`,
  electricScrewdriver: (c: Shades) => `
    <g transform="rotate(-40 50 50)">
      <rect x="6" y="48" width="14" height="4" rx="1" fill="${c.metal}"/>
      <path d="M6 48 L2 50 L6 52 Z" fill="${c.metal}"/>
      <rect x="18" y="44" width="10" height="12" rx="2" fill="${c.ink}"/>
      <rect x="27" y="40" width="62" height="20" rx="10" fill="${c.main}"/>
      <rect x="56" y="40" width="33" height="20" rx="10" fill="${c.dark}"/>
      <rect x="60" y="43" width="25" height="2.5" rx="1.2" fill="#FFFFFF" opacity="0.3"/>
      <rect x="38" y="36" width="12" height="6" rx="3" fill="${c.ink}"/>
      <circle cx="32" cy="50" r="2" fill="${c.light}"/>
      <rect x="34" y="44" width="18" height="3" rx="1.5" fill="#FFFFFF" opacity="0.35"/>
    </g>`,
  wrenchSet: (c: Shades) => `
    ${spanner(24, 20, 76, 6, c.metal)}
    ${spanner(41, 24, 76, 5.4, c.metal)}
    ${spanner(58, 28, 76, 4.8, c.metal)}
    ${spanner(74, 32, 76, 4.2, c.metal)}
    <rect x="14" y="46" width="72" height="14" rx="4" fill="${c.main}"/>
    <rect x="17" y="49" width="66" height="3" rx="1.5" fill="#FFFFFF" opacity="0.35"/>`,
  screwdriverSet: (c: Shades) => `
    ${screwdriver(23, 22, true, c.main, c.metal)}
    ${screwdriver(41, 15, false, c.dark, c.metal)}
    ${screwdriver(59, 18, true, c.main, c.metal)}
    ${screwdriver(77, 25, false, c.dark, c.metal)}
    <rect x="12" y="76" width="76" height="12" rx="3" fill="${c.ink}"/>
    <rect x="15" y="78.5" width="70" height="2.5" rx="1.2" fill="#FFFFFF" opacity="0.25"/>`,
  pliers: (c: Shades) => `
    <path d="M47 46 L40 58 Q34 72 30 86" stroke-opacity="1" stroke="${c.metal}" stroke-width="6" fill="none" stroke-linecap="round"/>
    <path d="M53 46 L60 58 Q66 72 70 86" stroke-opacity="1" stroke="${c.metal}" stroke-width="6" fill="none" stroke-linecap="round"/>
    <path d="M40 60 Q34 72 30 86" stroke-opacity="1" stroke="${c.main}" stroke-width="10" fill="none" stroke-linecap="round"/>
    <path d="M60 60 Q66 72 70 86" stroke-opacity="1" stroke="${c.main}" stroke-width="10" fill="none" stroke-linecap="round"/>
    <path d="M44 50 Q41 30 47.5 13 H50 V50 Z" fill="${c.metal}"/>
    <path d="M56 50 Q59 30 52.5 13 H50 V50 Z" fill="${c.metal}"/>
    <path d="M50 16 V48" stroke-opacity="1" stroke="${c.ink}" stroke-width="1.2"/>
    <path d="M46 26 H54 M45.5 31 H54.5" stroke-opacity="1" stroke="${c.ink}" stroke-width="0.8" opacity="0.5"/>
    <circle cx="50" cy="48" r="5.5" fill="${c.metal}"/><circle cx="50" cy="48" r="2.2" fill="${c.ink}"/>`,
  boltAndNut: (c: Shades) => `
    <rect x="34" y="34" width="12" height="52" fill="${c.main}"/>
    <path d="M34 40 L46 37 M34 46 L46 43 M34 52 L46 49 M34 58 L46 55 M34 64 L46 61 M34 70 L46 67 M34 76 L46 73 M34 82 L46 79" stroke-opacity="1" stroke="${c.dark}" stroke-width="1.4"/>
    <rect x="26" y="20" width="28" height="15" rx="1.5" fill="${c.main}"/>
    <path d="M35 20 V35 M45 20 V35" stroke-opacity="1" stroke="${c.dark}" stroke-width="1.4"/>
    <rect x="26" y="20" width="28" height="3" fill="#FFFFFF" opacity="0.35"/>
    <rect x="36" y="36" width="2.5" height="48" fill="#FFFFFF" opacity="0.3"/>
    <polygon points="60,62 68,48 84,48 92,62 84,76 68,76" fill="${c.main}" transform="translate(-4 10) scale(0.95)"/>
    <circle cx="72" cy="69" r="6.5" fill="${c.dark}"/>
    <circle cx="72" cy="69" r="4" fill="none" stroke-opacity="1" stroke="${c.ink}" stroke-width="1" stroke-dasharray="1.5 1.2"/>`,
  doorLock: (c: Shades) => `
    <rect x="36" y="12" width="20" height="76" rx="10" fill="${c.main}"/>
    <rect x="39" y="16" width="3" height="68" rx="1.5" fill="#FFFFFF" opacity="0.3"/>
    <circle cx="46" cy="34" r="8" fill="${c.dark}"/>
    <path d="M46 30 H82 Q88 30 88 36 Q88 40 84 40 H46 Z" fill="${c.dark}"/>
    <rect x="50" y="31.5" width="32" height="2.5" rx="1.2" fill="#FFFFFF" opacity="0.3"/>
    <circle cx="46" cy="34" r="3" fill="${c.light}"/>
    <circle cx="46" cy="62" r="7" fill="${c.dark}"/>
    <circle cx="46" cy="60.5" r="2.6" fill="${c.ink}"/><path d="M44.6 61 H47.4 L48.2 67 H43.8 Z" fill="${c.ink}"/>
    <circle cx="46" cy="18" r="1.6" fill="${c.metal}"/><circle cx="46" cy="82" r="1.6" fill="${c.metal}"/>`,
  hinge: (c: Shades) => `
    <rect x="14" y="20" width="34" height="60" rx="3" fill="${c.main}"/>
    <rect x="52" y="20" width="34" height="60" rx="3" fill="${c.main}"/>
    <rect x="45" y="16" width="10" height="68" rx="4" fill="${c.dark}"/>
    <path d="M45 33 H55 M45 50 H55 M45 67 H55" stroke-opacity="1" stroke="${c.ink}" stroke-width="1.4"/>
    <rect x="47" y="18" width="2.4" height="64" rx="1.2" fill="#FFFFFF" opacity="0.3"/>
    <g fill="${c.metal}"><circle cx="31" cy="30" r="4"/><circle cx="31" cy="50" r="4"/><circle cx="31" cy="70" r="4"/>
      <circle cx="69" cy="30" r="4"/><circle cx="69" cy="50" r="4"/><circle cx="69" cy="70" r="4"/></g>
    <path d="M28.5 30 H33.5 M28.5 50 H33.5 M28.5 70 H33.5 M66.5 30 H71.5 M66.5 50 H71.5 M66.5 70 H71.5" stroke-opacity="1" stroke="${c.ink}" stroke-width="1.2"/>`,
  laserMeter: (c: Shades) => `
    <path d="M46 26 L54 12" stroke-opacity="1" stroke="${c.main}" stroke-width="1.6" stroke-dasharray="3 2" fill="none"/>
    <circle cx="55" cy="11" r="2.5" fill="${c.main}"/>
    <g transform="rotate(8 50 56)">
      <rect x="32" y="26" width="32" height="62" rx="7" fill="${c.main}"/>
      <rect x="32" y="70" width="32" height="18" rx="7" fill="${c.dark}"/>
      <rect x="41" y="26" width="14" height="4" rx="2" fill="${c.ink}"/>
      <rect x="37" y="34" width="22" height="16" rx="2" fill="${c.ink}"/>
      <path d="M40 39 H56 M40 45 H50" stroke-opacity="1" stroke="${c.light}" stroke-width="2" stroke-linecap="round"/>
      <circle cx="48" cy="60" r="5" fill="${c.light}"/>
      <circle cx="39" cy="57" r="2" fill="${c.ink}"/><circle cx="57" cy="57" r="2" fill="${c.ink}"/>
      <circle cx="39" cy="64" r="2" fill="${c.ink}"/><circle cx="57" cy="64" r="2" fill="${c.ink}"/>
    </g>`,
  spiritLevel: (c: Shades) => `
    <rect x="12" y="42" width="76" height="20" rx="2" fill="${c.main}"/>
    <rect x="12" y="42" width="8" height="20" rx="2" fill="${c.ink}"/>
    <rect x="80" y="42" width="8" height="20" rx="2" fill="${c.ink}"/>
    <rect x="22" y="44" width="56" height="3" fill="#FFFFFF" opacity="0.35"/>
    <rect x="40" y="46" width="20" height="12" rx="2" fill="${c.dark}"/>
    <rect x="42" y="48.5" width="16" height="7" rx="3.5" fill="${c.light}"/>
    <ellipse cx="50" cy="52" rx="3.4" ry="2.2" fill="#FFFFFF"/>
    <path d="M45.5 48.5 V55.5 M54.5 48.5 V55.5" stroke-opacity="1" stroke="${c.ink}" stroke-width="0.9"/>
    <rect x="25" y="48" width="10" height="8" rx="4" fill="${c.dark}"/>
    <rect x="65" y="48" width="10" height="8" rx="4" fill="${c.dark}"/>`,
  multimeter: (c: Shades) => `
    <path d="M38 80 Q36 90 22 86 Q14 84 14 72 V58" stroke-opacity="1" stroke="${c.ink}" stroke-width="2.4" fill="none"/>
    <path d="M60 80 Q62 90 76 86 Q86 84 86 72 V58" stroke-opacity="1" stroke="${c.dark}" stroke-width="2.4" fill="none"/>
    <rect x="12" y="36" width="4" height="22" rx="2" fill="${c.ink}"/><path d="M14 28 V36" stroke-opacity="1" stroke="${c.metal}" stroke-width="1.6"/>
    <rect x="84" y="36" width="4" height="22" rx="2" fill="${c.dark}"/><path d="M86 28 V36" stroke-opacity="1" stroke="${c.metal}" stroke-width="1.6"/>
    <rect x="26" y="12" width="48" height="72" rx="8" fill="${c.main}"/>
    <rect x="31" y="17" width="38" height="62" rx="4" fill="${c.ink}"/>
    <rect x="35" y="21" width="30" height="15" rx="2" fill="${c.light}"/>
    <path d="M39 25 V32 M43 25 V32 M48 25 V32 H52 M56 25 V32 M60 25 V32" stroke-opacity="1" stroke="${c.ink}" stroke-width="1.6" opacity="0.75"/>
    <circle cx="50" cy="55" r="11" fill="${c.metal}"/>
    <rect x="48" y="44" width="4" height="11" rx="2" fill="${c.ink}"/>
    <g fill="${c.metal}"><circle cx="38" cy="74" r="2.4"/><circle cx="50" cy="74" r="2.4"/><circle cx="62" cy="74" r="2.4"/></g>`,
} as const satisfies Record<string, (shades: Shades) => string>;
