import type { Shades } from '../shades';

/**
 * Drawings of the leaf products of the root category "phones" that the shared set in `../icons.ts`
 * does not have, on the same 100 x 100 canvas (the object within about 12..88).
 */
export const PHONES_ICONS = {
  screenProtector: (c: Shades) => `
    <rect x="38" y="12" width="38" height="72" rx="8" fill="${c.main}"/>
    <rect x="41" y="15" width="32" height="66" rx="6" fill="${c.ink}"/>
    <g transform="rotate(-8 44 52)">
      <rect x="24" y="18" width="36" height="70" rx="7" fill="${c.light}" opacity="0.75"/>
      <path d="M28 40 L52 22 M28 54 L58 30" stroke-opacity="1" stroke="#FFFFFF" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.9"/>
      <rect x="36" y="21" width="12" height="2.4" rx="1.2" fill="${c.dark}"/>
      <rect x="22" y="70" width="8" height="12" rx="2" fill="${c.main}"/>
    </g>`,
  lensProtector: (c: Shades) => `
    <rect x="18" y="16" width="64" height="68" rx="16" fill="${c.main}"/>
    <rect x="25" y="23" width="50" height="54" rx="12" fill="${c.light}" opacity="0.8"/>
    <circle cx="39" cy="38" r="10" fill="${c.ink}" stroke-opacity="1" stroke="${c.dark}" stroke-width="3"/>
    <circle cx="39" cy="63" r="10" fill="${c.ink}" stroke-opacity="1" stroke="${c.dark}" stroke-width="3"/>
    <circle cx="63" cy="50" r="10" fill="${c.ink}" stroke-opacity="1" stroke="${c.dark}" stroke-width="3"/>
    <circle cx="36" cy="35" r="3" fill="#FFFFFF" opacity="0.5"/><circle cx="36" cy="60" r="3" fill="#FFFFFF" opacity="0.5"/>
    <circle cx="60" cy="47" r="3" fill="#FFFFFF" opacity="0.5"/>
    <path d="M24 30 L40 18" stroke-opacity="1" stroke="#FFFFFF" stroke-width="2.5" stroke-linecap="round" opacity="0.7"/>`,
  phoneStand: (c: Shades) => `
    <rect x="20" y="80" width="60" height="8" rx="4" fill="${c.main}"/>
    <path d="M44 82 L54 46 H62 L54 82 Z" fill="${c.dark}"/>
    <g transform="rotate(12 50 46)">
      <rect x="34" y="12" width="30" height="54" rx="5" fill="${c.ink}"/>
      <rect x="37" y="16" width="24" height="44" rx="3" fill="${c.light}" opacity="0.35"/>
      <rect x="30" y="62" width="38" height="8" rx="3" fill="${c.main}"/>
    </g>`,
  chargingCable: (c: Shades) => `
    <g fill="none" stroke-opacity="1" stroke="${c.dark}" stroke-width="6">
      <ellipse cx="50" cy="62" rx="26" ry="20"/><ellipse cx="50" cy="62" rx="19" ry="14"/>
      <path d="M28 52 Q24 44 25 32 M72 52 Q76 44 75 32"/>
    </g>
    <g fill="none" stroke-opacity="1" stroke="${c.main}" stroke-width="3.6">
      <ellipse cx="50" cy="62" rx="26" ry="20"/><ellipse cx="50" cy="62" rx="19" ry="14"/>
      <path d="M28 52 Q24 44 25 32 M72 52 Q76 44 75 32"/>
    </g>
    <rect x="18" y="20" width="14" height="14" rx="2" fill="${c.light}"/>
    <rect x="19.5" y="11" width="11" height="10" rx="1" fill="${c.metal}"/>
    <rect x="22" y="14" width="6" height="3" fill="${c.ink}"/>
    <rect x="69" y="20" width="12" height="14" rx="3" fill="${c.light}"/>
    <rect x="71.5" y="13" width="7" height="8" rx="2.5" fill="${c.metal}"/>`,
  powerBank: (c: Shades) => `
    <rect x="24" y="26" width="56" height="62" rx="9" fill="${c.dark}"/>
    <rect x="20" y="22" width="56" height="62" rx="9" fill="${c.main}"/>
    <rect x="38" y="18" width="20" height="5" rx="1.5" fill="${c.ink}"/>
    <path d="M52 32 L38 54 H48 L44 72 L60 48 H50 Z" fill="${c.light}"/>
    <circle cx="34" cy="76" r="2.2" fill="${c.light}"/><circle cx="42" cy="76" r="2.2" fill="${c.light}"/>
    <circle cx="50" cy="76" r="2.2" fill="${c.light}"/><circle cx="58" cy="76" r="2.2" fill="${c.ink}" opacity="0.5"/>
    <rect x="24" y="27" width="5" height="40" rx="2.5" fill="#FFFFFF" opacity="0.25"/>`,
  wirelessCharger: (c: Shades) => `
    <path d="M84 78 Q90 82 88 88" stroke-opacity="1" stroke="${c.ink}" stroke-width="3" fill="none"/>
    <ellipse cx="50" cy="76" rx="36" ry="11" fill="${c.dark}"/>
    <ellipse cx="50" cy="71" rx="36" ry="11" fill="${c.main}"/>
    <ellipse cx="50" cy="71" rx="22" ry="6.5" fill="none" stroke-opacity="1" stroke="${c.light}" stroke-width="2"/>
    <circle cx="50" cy="80" r="1.6" fill="${c.light}"/>
    <path d="M36 48 Q50 38 64 48 M29 38 Q50 24 71 38 M22 28 Q50 10 78 28" stroke-opacity="1" stroke="${c.dark}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  headphones: (c: Shades) => `
    <path d="M24 58 V46 A26 26 0 0 1 76 46 V58" stroke-opacity="1" stroke="${c.main}" stroke-width="7" fill="none"/>
    <path d="M34 26 A24 24 0 0 1 66 26" stroke-opacity="1" stroke="${c.dark}" stroke-width="9" fill="none" stroke-linecap="round"/>
    <rect x="21" y="52" width="6" height="10" rx="1" fill="${c.metal}"/>
    <rect x="73" y="52" width="6" height="10" rx="1" fill="${c.metal}"/>
    <rect x="14" y="58" width="18" height="30" rx="8" fill="${c.main}"/>
    <rect x="68" y="58" width="18" height="30" rx="8" fill="${c.main}"/>
    <rect x="29" y="61" width="6" height="24" rx="3" fill="${c.ink}"/>
    <rect x="65" y="61" width="6" height="24" rx="3" fill="${c.ink}"/>`,
  bluetoothSpeaker: (c: Shades) => `
    <rect x="28" y="76" width="8" height="8" rx="2" fill="${c.ink}"/><rect x="64" y="76" width="8" height="8" rx="2" fill="${c.ink}"/>
    <path d="M16 42 Q10 40 12 32" stroke-opacity="1" stroke="${c.dark}" stroke-width="3" fill="none"/>
    <rect x="12" y="38" width="76" height="42" rx="21" fill="${c.main}"/>
    <rect x="22" y="42" width="56" height="34" rx="8" fill="${c.dark}"/>
    <path d="M27 50 H74 M27 59 H74 M27 68 H74" stroke-opacity="1" stroke="${c.light}" stroke-width="2.4" stroke-linecap="round" stroke-dasharray="0.1 4.5" fill="none"/>
    <rect x="40" y="33" width="6" height="6" rx="2" fill="${c.ink}"/><rect x="54" y="33" width="6" height="6" rx="2" fill="${c.ink}"/>
    <rect x="17" y="44" width="4" height="30" rx="2" fill="#FFFFFF" opacity="0.25"/>`,
  watchStrap: (c: Shades) => `
    <rect x="39" y="12" width="22" height="34" rx="6" fill="${c.main}"/>
    <rect x="35" y="14" width="30" height="10" rx="3" fill="none" stroke-opacity="1" stroke="${c.metal}" stroke-width="3"/>
    <path d="M50 14 V24" stroke-opacity="1" stroke="${c.metal}" stroke-width="2.5"/>
    <rect x="37" y="30" width="26" height="5" rx="2" fill="${c.dark}"/>
    <rect x="36" y="44" width="28" height="4" rx="2" fill="${c.metal}"/>
    <rect x="36" y="53" width="28" height="4" rx="2" fill="${c.metal}"/>
    <rect x="39" y="55" width="22" height="34" rx="6" fill="${c.main}"/>
    <g fill="${c.dark}"><circle cx="50" cy="64" r="1.8"/><circle cx="50" cy="71" r="1.8"/><circle cx="50" cy="78" r="1.8"/></g>
    <rect x="42" y="14" width="3" height="30" rx="1.5" fill="#FFFFFF" opacity="0.25"/>`,
  fitnessBand: (c: Shades) => `
    <path d="M18 58 A32 22 0 0 1 82 58" stroke-opacity="1" stroke="${c.dark}" stroke-width="7" fill="none"/>
    <path d="M18 58 A32 22 0 0 0 82 58" stroke-opacity="1" stroke="${c.main}" stroke-width="9" fill="none"/>
    <rect x="30" y="68" width="40" height="15" rx="7.5" fill="${c.ink}"/>
    <rect x="37" y="73" width="16" height="5" rx="2" fill="${c.light}"/>
    <circle cx="60" cy="75.5" r="2.5" fill="${c.main}"/>
    <path d="M34 71 L44 70" stroke-opacity="1" stroke="#FFFFFF" stroke-width="1.4" opacity="0.4"/>`,
} as const satisfies Record<string, (shades: Shades) => string>;
