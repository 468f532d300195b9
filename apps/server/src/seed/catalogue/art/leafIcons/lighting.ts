import type { Shades } from '../shades';

/**
 * Drawings of the leaf products of the root category "lighting" that the shared set in `../icons.ts`
 * does not have, on the same 100 x 100 canvas (the object within about 12..88).
 */
export const LIGHTING_ICONS = {
  ceilingLight: (c: Shades) => `
    <path d="M26 52 L12 88 H88 L74 52 Z" fill="${c.light}" opacity="0.25"/>
    <rect x="38" y="14" width="24" height="5" rx="2" fill="${c.dark}"/>
    <path d="M12 22 H88 V36 H12 Z" fill="${c.main}"/>
    <ellipse cx="50" cy="22" rx="38" ry="4" fill="${c.dark}"/>
    <ellipse cx="50" cy="38" rx="38" ry="15" fill="#FFFFFF"/>
    <ellipse cx="50" cy="38" rx="26" ry="9" fill="none" stroke="${c.light}" stroke-opacity="1" stroke-width="1.6"/>
    <ellipse cx="40" cy="34" rx="10" ry="3" fill="#FFFFFF" opacity="0.6"/>`,
  deskLamp: (c: Shades) => `
    <path d="M62 48 L88 86 H44 Z" fill="${c.light}" opacity="0.25"/>
    <rect x="14" y="80" width="36" height="8" rx="3" fill="${c.main}"/>
    <path d="M32 80 L24 46 L56 24" stroke="${c.dark}" stroke-opacity="1" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="24" cy="46" r="4.5" fill="${c.main}"/>
    <circle cx="32" cy="80" r="3.5" fill="${c.dark}"/>
    <g transform="rotate(-35 60 28)">
      <path d="M54 22 H66 L76 44 H44 Z" fill="${c.main}"/>
      <rect x="56" y="16" width="8" height="8" rx="2" fill="${c.dark}"/>
      <ellipse cx="60" cy="44" rx="16" ry="3.5" fill="#FFFFFF"/>
    </g>`,
  floorLamp: (c: Shades) => `
    <rect x="48.5" y="28" width="3" height="56" fill="${c.dark}"/>
    <path d="M41 12 H59 L66 30 H34 Z" fill="${c.main}"/>
    <ellipse cx="50" cy="30" rx="16" ry="2.5" fill="#FFFFFF"/>
    <rect x="43" y="15" width="3.5" height="13" rx="1.75" fill="#FFFFFF" opacity="0.3"/>
    <rect x="47.5" y="56" width="5" height="3" rx="1" fill="${c.dark}"/>
    <ellipse cx="50" cy="86" rx="15" ry="3.5" fill="${c.main}"/>
    <rect x="35" y="84" width="30" height="2.5" fill="${c.main}"/>
    <path d="M51 80 Q60 84 72 86" stroke="${c.ink}" stroke-opacity="1" stroke-width="1.4" fill="none"/>`,
  ledTube: (c: Shades) => `
    <g transform="rotate(-32 50 50)">
      <rect x="10" y="44" width="80" height="12" rx="6" fill="#FFFFFF"/>
      <rect x="18" y="45" width="64" height="5" rx="2.5" fill="#FFFFFF" opacity="0.8"/>
      <rect x="18" y="51" width="64" height="5" fill="${c.light}" opacity="0.6"/>
      <rect x="10" y="43" width="10" height="14" rx="2" fill="${c.main}"/>
      <rect x="80" y="43" width="10" height="14" rx="2" fill="${c.main}"/>
      <rect x="6" y="46" width="4" height="2" fill="${c.metal}"/><rect x="6" y="52" width="4" height="2" fill="${c.metal}"/>
      <rect x="90" y="46" width="4" height="2" fill="${c.metal}"/><rect x="90" y="52" width="4" height="2" fill="${c.metal}"/>
    </g>`,
  smartBulb: (c: Shades) => `
    <circle cx="40" cy="40" r="22" fill="${c.main}"/>
    <circle cx="33" cy="33" r="7" fill="#FFFFFF" opacity="0.35"/>
    <path d="M27 56 Q32 62 32 68 H48 Q48 62 53 56 Z" fill="${c.main}"/>
    <rect x="30" y="66" width="20" height="10" rx="2" fill="#FFFFFF"/>
    <rect x="32" y="76" width="16" height="8" rx="2" fill="${c.metal}"/>
    <path d="M32 79 H48" stroke="${c.ink}" stroke-opacity="1" stroke-width="1.2"/>
    <rect x="36" y="84" width="8" height="4" rx="2" fill="${c.ink}"/>
    <path d="M66 24 A10 10 0 0 1 80 24 M62 19 A16 16 0 0 1 84 19" stroke="${c.ink}" stroke-opacity="1" stroke-width="2.6" fill="none" stroke-linecap="round"/>
    <circle cx="73" cy="29" r="2.6" fill="${c.ink}"/>
    <rect x="62" y="50" width="22" height="38" rx="4" fill="${c.ink}"/>
    <circle cx="73" cy="67" r="7" fill="${c.main}"/>
    <circle cx="73" cy="67" r="3" fill="${c.light}"/>`,
  floodlight: (c: Shades) => `
    <path d="M24 50 V78 H76 V50" stroke="${c.dark}" stroke-opacity="1" stroke-width="4" fill="none"/>
    <rect x="38" y="78" width="24" height="10" rx="2" fill="${c.ink}"/>
    <rect x="16" y="18" width="68" height="50" rx="5" fill="${c.main}"/>
    <path d="M24 18 V13 M34 18 V13 M44 18 V13 M56 18 V13 M66 18 V13 M76 18 V13" stroke="${c.dark}" stroke-opacity="1" stroke-width="3"/>
    <rect x="22" y="24" width="56" height="38" rx="2" fill="#FFFFFF"/>
    <rect x="38" y="35" width="24" height="16" rx="2" fill="${c.light}"/>
    <path d="M26 58 L44 28 M36 58 L50 34" stroke="#FFFFFF" stroke-opacity="1" stroke-width="2" opacity="0.7"/>
    <circle cx="24" cy="50" r="3" fill="${c.dark}"/><circle cx="76" cy="50" r="3" fill="${c.dark}"/>`,
  stringLights: (c: Shades) => `
    <path d="M10 22 Q50 58 90 22" stroke="${c.ink}" stroke-opacity="1" stroke-width="1.6" fill="none"/>
    <path d="M10 54 Q50 90 90 54" stroke="${c.ink}" stroke-opacity="1" stroke-width="1.6" fill="none"/>
    <g fill="${c.light}" opacity="0.5">
      <circle cx="24" cy="41" r="7"/><circle cx="50" cy="48" r="7"/><circle cx="76" cy="41" r="7"/>
      <circle cx="24" cy="73" r="7"/><circle cx="50" cy="80" r="7"/><circle cx="76" cy="73" r="7"/>
    </g>
    <g fill="${c.main}">
      <rect x="21.5" y="31" width="5" height="5" rx="1"/><rect x="47.5" y="38" width="5" height="5" rx="1"/><rect x="73.5" y="31" width="5" height="5" rx="1"/>
      <rect x="21.5" y="63" width="5" height="5" rx="1"/><rect x="47.5" y="70" width="5" height="5" rx="1"/><rect x="73.5" y="63" width="5" height="5" rx="1"/>
    </g>
    <g fill="#FFFFFF">
      <ellipse cx="24" cy="41" rx="4" ry="5.5"/><ellipse cx="50" cy="48" rx="4" ry="5.5"/><ellipse cx="76" cy="41" rx="4" ry="5.5"/>
      <ellipse cx="24" cy="73" rx="4" ry="5.5"/><ellipse cx="50" cy="80" rx="4" ry="5.5"/><ellipse cx="76" cy="73" rx="4" ry="5.5"/>
    </g>`,
  emergencyLight: (c: Shades) => `
    <path d="M30 46 V52 M70 46 V52" stroke="${c.dark}" stroke-opacity="1" stroke-width="5"/>
    <g transform="rotate(-25 30 38)">
      <rect x="18" y="28" width="24" height="20" rx="5" fill="${c.dark}"/>
      <ellipse cx="30" cy="30" rx="12" ry="5" fill="#FFFFFF"/>
    </g>
    <g transform="rotate(25 70 38)">
      <rect x="58" y="28" width="24" height="20" rx="5" fill="${c.dark}"/>
      <ellipse cx="70" cy="30" rx="12" ry="5" fill="#FFFFFF"/>
    </g>
    <rect x="14" y="52" width="72" height="36" rx="5" fill="${c.main}"/>
    <path d="M22 62 H52 M22 68 H52 M22 74 H52 M22 80 H52" stroke="${c.dark}" stroke-opacity="1" stroke-width="2"/>
    <circle cx="66" cy="64" r="3" fill="#FFFFFF" opacity="0.9"/>
    <circle cx="76" cy="64" r="3" fill="${c.ink}"/>
    <rect x="62" y="74" width="18" height="6" rx="3" fill="${c.ink}"/>`,
  headlamp: (c: Shades) => `
    <ellipse cx="50" cy="50" rx="36" ry="17" fill="none" stroke="${c.dark}" stroke-opacity="1" stroke-width="7"/>
    <path d="M20 42 Q50 8 80 42" stroke="${c.main}" stroke-opacity="1" stroke-width="5" fill="none"/>
    <path d="M16 54 Q50 78 84 54" stroke="${c.main}" stroke-opacity="1" stroke-width="7" fill="none"/>
    <rect x="34" y="54" width="32" height="26" rx="7" fill="${c.ink}"/>
    <circle cx="50" cy="67" r="10" fill="${c.metal}"/>
    <circle cx="50" cy="67" r="7" fill="#FFFFFF"/>
    <rect x="58" y="50" width="6" height="4" rx="1.5" fill="${c.main}"/>`,
} as const satisfies Record<string, (shades: Shades) => string>;
