import { BEAUTY_ICONS } from './leafIcons/beauty';
import { CLOTHING_ICONS } from './leafIcons/clothing';
import { HOME_ICONS } from './leafIcons/home';
import { KITCHEN_ICONS } from './leafIcons/kitchen';
import { LIGHTING_ICONS } from './leafIcons/lighting';
import { PHONES_ICONS } from './leafIcons/phones';
import { TOOLS_ICONS } from './leafIcons/tools';
import { TOYS_ICONS } from './leafIcons/toys';
import type { Shades } from './shades';

/**
 * The shared drawings: one per second-level category (its tile), used too by the leaves they fit,
 * on a 100 x 100 canvas (the object within about 12..88). Each is drawn in the variant's colour;
 * neutral parts use ink and metal. A part drawn as a line sets `stroke-opacity="1"`: the caller
 * outlines every shape with a faint stroke, which a line would otherwise inherit and nearly vanish.
 */
const SHARED_ICONS = {
  phoneCase: (c: Shades) => `
    <rect x="31" y="12" width="38" height="76" rx="8" fill="${c.main}"/>
    <rect x="35" y="17" width="15" height="17" rx="4" fill="${c.dark}"/>
    <circle cx="40" cy="22" r="3" fill="${c.ink}"/><circle cx="40" cy="29.5" r="3" fill="${c.ink}"/>
    <circle cx="46" cy="25.5" r="1.6" fill="${c.light}"/>
    <rect x="69" y="30" width="2" height="10" rx="1" fill="${c.dark}"/>`,
  charger: (c: Shades) => `
    <rect x="41" y="18" width="5" height="14" rx="1.5" fill="${c.metal}"/>
    <rect x="54" y="18" width="5" height="14" rx="1.5" fill="${c.metal}"/>
    <rect x="31" y="30" width="38" height="40" rx="7" fill="${c.main}"/>
    <rect x="42" y="58" width="16" height="5" rx="2" fill="${c.ink}"/>
    <path d="M50 70 C50 84 66 80 70 90" stroke-opacity="1" stroke="${c.main}" stroke-width="4" fill="none" stroke-linecap="round"/>
    <rect x="34" y="33" width="32" height="4" rx="2" fill="${c.light}" opacity="0.7"/>`,
  earbuds: (c: Shades) => `
    <rect x="27" y="48" width="46" height="34" rx="15" fill="${c.main}"/>
    <path d="M27 60 H73" stroke-opacity="1" stroke="${c.dark}" stroke-width="1.6"/>
    <circle cx="50" cy="70" r="2" fill="${c.light}"/>
    <circle cx="38" cy="30" r="9" fill="${c.light}"/><rect x="35" y="34" width="6" height="16" rx="3" fill="${c.light}"/>
    <circle cx="62" cy="30" r="9" fill="${c.light}"/><rect x="59" y="34" width="6" height="16" rx="3" fill="${c.light}"/>
    <circle cx="38" cy="29" r="4" fill="${c.ink}"/><circle cx="62" cy="29" r="4" fill="${c.ink}"/>`,
  watch: (c: Shades) => `
    <rect x="39" y="10" width="22" height="80" rx="7" fill="${c.main}"/>
    <rect x="29" y="30" width="42" height="42" rx="11" fill="${c.dark}"/>
    <rect x="33" y="34" width="34" height="34" rx="8" fill="${c.ink}"/>
    <path d="M50 40 V51 L57 55" stroke-opacity="1" stroke="${c.light}" stroke-width="2.4" fill="none" stroke-linecap="round"/>
    <rect x="71" y="44" width="4" height="10" rx="2" fill="${c.dark}"/>`,
  pan: (c: Shades) => `
    <circle cx="42" cy="54" r="28" fill="${c.main}"/>
    <circle cx="42" cy="54" r="22" fill="${c.ink}"/>
    <circle cx="36" cy="48" r="7" fill="#FFFFFF" opacity="0.08"/>
    <rect x="67" y="50" width="26" height="8" rx="4" fill="${c.dark}"/>
    <circle cx="88" cy="54" r="1.8" fill="${c.light}"/>`,
  knife: (c: Shades) => `
    <g transform="rotate(-30 50 50)">
      <path d="M10 46 H62 V58 H22 Q12 56 10 46 Z" fill="${c.metal}"/>
      <path d="M10 46 H62 V49 H14 Z" fill="#FFFFFF" opacity="0.5"/>
      <rect x="62" y="44" width="4" height="16" rx="1" fill="${c.dark}"/>
      <rect x="66" y="45" width="26" height="14" rx="5" fill="${c.main}"/>
      <circle cx="73" cy="52" r="1.6" fill="${c.metal}"/><circle cx="84" cy="52" r="1.6" fill="${c.metal}"/>
    </g>`,
  mug: (c: Shades) => `
    <path d="M64 38 H72 A12 12 0 0 1 72 62 H64" stroke-opacity="1" stroke="${c.dark}" stroke-width="6" fill="none"/>
    <rect x="26" y="26" width="42" height="54" rx="7" fill="${c.main}"/>
    <ellipse cx="47" cy="27" rx="21" ry="4" fill="${c.dark}"/>
    <rect x="31" y="34" width="6" height="38" rx="3" fill="#FFFFFF" opacity="0.25"/>`,
  jar: (c: Shades) => `
    <rect x="29" y="18" width="42" height="12" rx="4" fill="${c.main}"/>
    <rect x="31" y="29" width="38" height="55" rx="9" fill="#FFFFFF" opacity="0.75"/>
    <rect x="31" y="48" width="38" height="36" rx="9" fill="${c.light}"/>
    <rect x="36" y="34" width="5" height="42" rx="2.5" fill="#FFFFFF"/>
    <rect x="31" y="29" width="38" height="55" rx="9" fill="none" stroke-opacity="1" stroke="${c.dark}" stroke-width="1.6"/>`,
  kettle: (c: Shades) => `
    <rect x="24" y="80" width="50" height="7" rx="3" fill="${c.ink}"/>
    <path d="M30 80 L34 32 H64 L68 80 Z" fill="${c.main}"/>
    <path d="M34 32 L29 22 H44" stroke-opacity="1" stroke="${c.dark}" stroke-width="5" fill="none" stroke-linejoin="round"/>
    <path d="M64 38 H72 Q80 40 78 56 L74 70 H67" stroke-opacity="1" stroke="${c.dark}" stroke-width="6" fill="none"/>
    <rect x="38" y="42" width="6" height="30" rx="3" fill="${c.light}" opacity="0.8"/>
    <rect x="40" y="28" width="18" height="5" rx="2" fill="${c.dark}"/>`,
  sofa: (c: Shades) => `
    <rect x="19" y="32" width="62" height="26" rx="8" fill="${c.dark}"/>
    <rect x="17" y="52" width="66" height="20" rx="6" fill="${c.main}"/>
    <rect x="11" y="44" width="14" height="30" rx="6" fill="${c.main}"/>
    <rect x="75" y="44" width="14" height="30" rx="6" fill="${c.main}"/>
    <path d="M50 52 V72" stroke-opacity="1" stroke="${c.dark}" stroke-width="1.5"/>
    <rect x="17" y="74" width="4" height="8" fill="${c.ink}"/><rect x="79" y="74" width="4" height="8" fill="${c.ink}"/>`,
  bed: (c: Shades) => `
    <rect x="12" y="30" width="12" height="52" rx="4" fill="${c.dark}"/>
    <rect x="20" y="56" width="70" height="16" rx="4" fill="#FFFFFF"/>
    <rect x="40" y="52" width="50" height="20" rx="5" fill="${c.main}"/>
    <rect x="25" y="46" width="18" height="10" rx="5" fill="${c.light}"/>
    <rect x="14" y="72" width="78" height="7" rx="3" fill="${c.dark}"/>
    <rect x="86" y="79" width="4" height="7" fill="${c.ink}"/>`,
  shelf: (c: Shades) => `
    <rect x="24" y="14" width="5" height="74" fill="${c.dark}"/>
    <rect x="71" y="14" width="5" height="74" fill="${c.dark}"/>
    <rect x="22" y="26" width="56" height="5" fill="${c.main}"/>
    <rect x="22" y="48" width="56" height="5" fill="${c.main}"/>
    <rect x="22" y="70" width="56" height="5" fill="${c.main}"/>
    <rect x="33" y="34" width="16" height="14" rx="2" fill="${c.light}"/>
    <rect x="53" y="58" width="14" height="12" rx="2" fill="${c.light}"/>
    <circle cx="60" cy="42" r="5" fill="${c.metal}"/>`,
  pillow: (c: Shades) => `
    <path d="M20 24 Q50 32 80 24 Q72 50 80 76 Q50 68 20 76 Q28 50 20 24 Z" fill="${c.main}"/>
    <path d="M27 31 Q50 38 73 31 Q67 50 73 69 Q50 62 27 69 Q33 50 27 31 Z" fill="none" stroke-opacity="1" stroke="${c.light}" stroke-width="1.4" stroke-dasharray="3 3"/>
    <circle cx="50" cy="50" r="3" fill="${c.dark}"/>`,
  tshirt: (c: Shades) => `
    <path d="M36 16 L14 28 L22 44 L30 40 V86 H70 V40 L78 44 L86 28 L64 16 Q50 26 36 16 Z" fill="${c.main}"/>
    <path d="M36 16 Q50 26 64 16" stroke-opacity="1" stroke="${c.dark}" stroke-width="3" fill="none"/>
    <path d="M30 40 V46 M70 40 V46" stroke-opacity="1" stroke="${c.dark}" stroke-width="1.2"/>`,
  dress: (c: Shades) => `
    <path d="M40 12 V24 Q34 30 36 44 L22 86 H78 L64 44 Q66 30 60 24 V12 Q50 18 40 12 Z" fill="${c.main}"/>
    <rect x="35" y="42" width="30" height="5" rx="2" fill="${c.dark}"/>
    <path d="M34 60 L30 84 M50 50 V86 M66 60 L70 84" stroke-opacity="1" stroke="${c.dark}" stroke-width="1" opacity="0.5"/>`,
  romper: (c: Shades) => `
    <path d="M38 18 L20 28 L26 42 L32 39 V62 Q32 72 38 84 H48 L50 74 L52 84 H62 Q68 72 68 62 V39 L74 42 L80 28 L62 18 Q50 26 38 18 Z" fill="${c.main}"/>
    <circle cx="50" cy="40" r="2" fill="${c.light}"/><circle cx="50" cy="50" r="2" fill="${c.light}"/>
    <path d="M38 18 Q50 26 62 18" stroke-opacity="1" stroke="${c.dark}" stroke-width="3" fill="none"/>`,
  sneaker: (c: Shades) => `
    <path d="M12 64 V46 Q14 38 24 40 L40 44 Q46 32 54 36 L70 48 Q88 52 88 62 V66 H12 Z" fill="${c.main}"/>
    <rect x="10" y="64" width="80" height="9" rx="4" fill="#F4F4F2"/>
    <path d="M42 46 L50 42 M46 50 L54 46 M50 54 L58 50" stroke-opacity="1" stroke="${c.light}" stroke-width="2.2" stroke-linecap="round"/>
    <path d="M14 58 H86" stroke-opacity="1" stroke="${c.dark}" stroke-width="1.5"/>`,
  blocks: (c: Shades) => `
    <rect x="18" y="56" width="30" height="26" rx="3" fill="${c.main}"/>
    <rect x="50" y="56" width="30" height="26" rx="3" fill="${c.dark}"/>
    <rect x="34" y="28" width="30" height="26" rx="3" fill="${c.light}"/>
    <g fill="#FFFFFF" opacity="0.35"><circle cx="27" cy="56" r="3.5"/><circle cx="39" cy="56" r="3.5"/>
    <circle cx="59" cy="56" r="3.5"/><circle cx="71" cy="56" r="3.5"/><circle cx="43" cy="28" r="3.5"/><circle cx="55" cy="28" r="3.5"/></g>`,
  car: (c: Shades) => `
    <path d="M14 66 V56 Q14 50 22 48 L32 36 H62 L74 48 Q86 50 86 58 V66 Z" fill="${c.main}"/>
    <path d="M35 40 H48 V48 H28 Z M52 40 H60 L68 48 H52 Z" fill="${c.light}"/>
    <circle cx="30" cy="68" r="9" fill="${c.ink}"/><circle cx="70" cy="68" r="9" fill="${c.ink}"/>
    <circle cx="30" cy="68" r="3.5" fill="${c.metal}"/><circle cx="70" cy="68" r="3.5" fill="${c.metal}"/>
    <path d="M62 36 L68 16" stroke-opacity="1" stroke="${c.ink}" stroke-width="1.5"/><circle cx="68" cy="16" r="2" fill="${c.dark}"/>`,
  teddy: (c: Shades) => `
    <circle cx="33" cy="24" r="9" fill="${c.main}"/><circle cx="67" cy="24" r="9" fill="${c.main}"/>
    <ellipse cx="50" cy="70" rx="24" ry="20" fill="${c.main}"/>
    <circle cx="50" cy="38" r="20" fill="${c.main}"/>
    <ellipse cx="50" cy="45" rx="9" ry="7" fill="${c.light}"/>
    <circle cx="42" cy="34" r="2.4" fill="${c.ink}"/><circle cx="58" cy="34" r="2.4" fill="${c.ink}"/>
    <ellipse cx="50" cy="42" rx="3" ry="2" fill="${c.ink}"/>
    <ellipse cx="50" cy="72" rx="12" ry="11" fill="${c.light}"/>`,
  ball: (c: Shades) => `
    <circle cx="50" cy="50" r="34" fill="#FAFAF8"/>
    <path d="M50 38 L61 46 L57 59 H43 L39 46 Z" fill="${c.main}"/>
    <path d="M50 16 L50 38 M61 46 L82 40 M57 59 L70 76 M43 59 L30 76 M39 46 L18 40" stroke-opacity="1" stroke="${c.dark}" stroke-width="1.5"/>
    <path d="M42 17 L50 22 L58 17 M78 32 L83 44 M76 66 L66 80 M34 80 L24 66 M17 44 L22 32" stroke-opacity="1" stroke="${c.main}" stroke-width="5" stroke-linecap="round"/>
    <circle cx="50" cy="50" r="34" fill="none" stroke-opacity="1" stroke="${c.dark}" stroke-width="1.5"/>`,
  drill: (c: Shades) => `
    <rect x="8" y="36" width="16" height="6" rx="2" fill="${c.metal}"/>
    <rect x="22" y="32" width="12" height="14" rx="3" fill="${c.ink}"/>
    <path d="M32 28 H74 Q82 28 82 38 Q82 48 74 48 H32 Z" fill="${c.main}"/>
    <path d="M52 48 H70 L66 78 H50 Z" fill="${c.dark}"/>
    <rect x="44" y="76" width="30" height="12" rx="3" fill="${c.ink}"/>
    <rect x="50" y="50" width="6" height="8" rx="2" fill="${c.ink}"/>`,
  wrench: (c: Shades) => `
    <g transform="rotate(-40 50 50)">
      <rect x="28" y="45" width="44" height="10" rx="5" fill="${c.metal}"/>
      <circle cx="22" cy="50" r="9" fill="none" stroke-opacity="1" stroke="${c.metal}" stroke-width="7"/>
      <circle cx="78" cy="50" r="9" fill="none" stroke-opacity="1" stroke="${c.metal}" stroke-width="7"/>
      <rect x="36" y="46" width="28" height="8" rx="4" fill="${c.main}"/>
    </g>`,
  padlock: (c: Shades) => `
    <path d="M34 46 V32 A16 16 0 0 1 66 32 V46" stroke-opacity="1" stroke="${c.metal}" stroke-width="7" fill="none"/>
    <rect x="24" y="44" width="52" height="42" rx="7" fill="${c.main}"/>
    <circle cx="50" cy="61" r="5" fill="${c.ink}"/><rect x="47.5" y="63" width="5" height="12" rx="2" fill="${c.ink}"/>
    <rect x="28" y="48" width="44" height="4" rx="2" fill="${c.light}" opacity="0.6"/>`,
  tape: (c: Shades) => `
    <rect x="20" y="22" width="50" height="50" rx="14" fill="${c.main}"/>
    <circle cx="45" cy="47" r="13" fill="${c.dark}"/><circle cx="45" cy="47" r="5" fill="${c.metal}"/>
    <rect x="60" y="64" width="30" height="8" fill="#F6D44C"/>
    <path d="M64 64 V68 M68 64 V67 M72 64 V68 M76 64 V67 M80 64 V68 M84 64 V67" stroke-opacity="1" stroke="${c.ink}" stroke-width="0.8"/>
    <rect x="88" y="62" width="3" height="12" fill="${c.metal}"/>
    <rect x="26" y="74" width="38" height="6" rx="3" fill="${c.ink}"/>`,
  pumpBottle: (c: Shades) => `
    <rect x="45" y="12" width="22" height="6" rx="3" fill="${c.ink}"/>
    <rect x="46" y="16" width="8" height="16" fill="${c.ink}"/>
    <rect x="42" y="28" width="16" height="10" rx="3" fill="${c.dark}"/>
    <rect x="32" y="36" width="36" height="52" rx="10" fill="${c.main}"/>
    <rect x="38" y="52" width="24" height="20" rx="3" fill="#FFFFFF" opacity="0.7"/>
    <rect x="36" y="40" width="5" height="40" rx="2.5" fill="#FFFFFF" opacity="0.3"/>`,
  lipstick: (c: Shades) => `
    <rect x="36" y="58" width="28" height="30" rx="3" fill="${c.ink}"/>
    <rect x="38" y="46" width="24" height="14" fill="${c.metal}"/>
    <path d="M41 46 V26 Q41 16 59 12 V46 Z" fill="${c.main}"/>
    <rect x="36" y="64" width="28" height="3" fill="${c.metal}"/>`,
  hairDryer: (c: Shades) => `
    <circle cx="36" cy="38" r="20" fill="${c.main}"/>
    <rect x="36" y="26" width="44" height="24" rx="6" fill="${c.main}"/>
    <rect x="78" y="24" width="8" height="28" rx="3" fill="${c.dark}"/>
    <circle cx="36" cy="38" r="9" fill="${c.dark}"/>
    <path d="M36 54 L44 86 H54 L52 54 Z" fill="${c.main}"/>
    <path d="M45 80 Q40 92 30 90" stroke-opacity="1" stroke="${c.ink}" stroke-width="2" fill="none"/>
    <rect x="46" y="60" width="5" height="8" rx="2" fill="${c.light}"/>`,
  toothbrush: (c: Shades) => `
    <g transform="rotate(25 50 50)">
      <rect x="44" y="34" width="12" height="56" rx="6" fill="${c.main}"/>
      <rect x="46" y="10" width="8" height="28" rx="4" fill="#F4F4F2"/>
      <rect x="47" y="12" width="8" height="12" rx="2" fill="${c.light}"/>
      <circle cx="50" cy="52" r="3" fill="${c.light}"/>
      <rect x="38" y="84" width="24" height="8" rx="4" fill="${c.dark}"/>
    </g>`,
  pendantLamp: (c: Shades) => `
    <path d="M50 6 V30" stroke-opacity="1" stroke="${c.ink}" stroke-width="1.6"/>
    <rect x="44" y="28" width="12" height="8" rx="2" fill="${c.ink}"/>
    <path d="M44 36 H56 L80 66 H20 Z" fill="${c.main}"/>
    <path d="M20 66 H80" stroke-opacity="1" stroke="${c.dark}" stroke-width="3"/>
    <ellipse cx="50" cy="70" rx="10" ry="6" fill="#FFF4C2"/>
    <path d="M30 72 L20 92 H80 L70 72 Z" fill="#FFF4C2" opacity="0.35"/>`,
  bulb: (c: Shades) => `
    <circle cx="50" cy="38" r="24" fill="${c.light}"/>
    <path d="M36 54 Q42 62 42 68 H58 Q58 62 64 54" fill="${c.light}"/>
    <path d="M44 40 L50 50 L56 40" stroke-opacity="1" stroke="${c.dark}" stroke-width="2" fill="none"/>
    <rect x="41" y="66" width="18" height="16" rx="3" fill="${c.metal}"/>
    <path d="M41 71 H59 M41 76 H59" stroke-opacity="1" stroke="${c.ink}" stroke-width="1.2"/>
    <rect x="45" y="82" width="10" height="5" rx="2" fill="${c.ink}"/>`,
  gardenLamp: (c: Shades) => `
    <rect x="47" y="44" width="6" height="44" fill="${c.dark}"/>
    <rect x="36" y="84" width="28" height="5" rx="2" fill="${c.ink}"/>
    <rect x="38" y="26" width="24" height="20" rx="2" fill="#FFF4C2"/>
    <path d="M34 26 L50 14 L66 26 Z" fill="${c.main}"/>
    <rect x="36" y="44" width="28" height="4" fill="${c.main}"/>
    <rect x="40" y="16" width="20" height="5" fill="#24467A" transform="rotate(-5 50 18)"/>`,
  torch: (c: Shades) => `
    <g transform="rotate(-20 50 50)">
      <path d="M20 38 L8 30 V70 L20 62 Z" fill="#FFF4C2" opacity="0.6"/>
      <path d="M20 36 H36 L40 42 V58 L36 64 H20 Z" fill="${c.dark}"/>
      <rect x="40" y="42" width="48" height="16" rx="4" fill="${c.main}"/>
      <rect x="58" y="46" width="10" height="8" rx="2" fill="${c.ink}"/>
      <rect x="84" y="44" width="5" height="12" rx="2" fill="${c.ink}"/>
    </g>`,
} as const satisfies Record<string, (shades: Shades) => string>;

/** Every drawing: the shared set (category tiles and the leaves they fit) and each root's leaves. */
const ICONS = {
  ...SHARED_ICONS,
  ...PHONES_ICONS,
  ...KITCHEN_ICONS,
  ...HOME_ICONS,
  ...CLOTHING_ICONS,
  ...TOYS_ICONS,
  ...TOOLS_ICONS,
  ...BEAUTY_ICONS,
  ...LIGHTING_ICONS,
} as const;

export type IconName = keyof typeof ICONS;

/** Every drawing's name, for tests that check each one renders. */
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

export function drawIcon(name: IconName, shades: Shades): string {
  return ICONS[name](shades);
}
