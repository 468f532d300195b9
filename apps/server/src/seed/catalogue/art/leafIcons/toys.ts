import type { Shades } from '../shades';

/**
 * One jigsaw piece: a square of side `size` at (x, y) whose edges (top, right, bottom, left) carry
 * a knob (1), a socket (-1) or nothing (0), as a path traced clockwise.
 */
function jigsawPath(
  x: number,
  y: number,
  size: number,
  edges: readonly [number, number, number, number],
): string {
  const corners = [
    [x, y],
    [x + size, y],
    [x + size, y + size],
    [x, y + size],
  ] as const;
  const radius = size * 0.17;
  const half = radius * 0.62;
  let path = `M${x} ${y}`;
  edges.forEach((edge, index) => {
    const [fromX, fromY] = corners[index] ?? [x, y];
    const [toX, toY] = corners[(index + 1) % 4] ?? [x, y];
    if (edge !== 0) {
      const dirX = Math.sign(toX - fromX);
      const dirY = Math.sign(toY - fromY);
      const midX = (fromX + toX) / 2;
      const midY = (fromY + toY) / 2;
      path += ` L${midX - dirX * half} ${midY - dirY * half}`;
      path += ` A${radius} ${radius} 0 1 ${edge > 0 ? 1 : 0} ${midX + dirX * half} ${midY + dirY * half}`;
    }
    path += ` L${toX} ${toY}`;
  });
  return `${path} Z`;
}

/**
 * Drawings of the leaf products of the root category "toys" that the shared set in `../icons.ts`
 * does not have, on the same 100 x 100 canvas (the object within about 12..88).
 */
export const TOYS_ICONS = {
  jigsawPuzzle: (c: Shades) => `
    <path d="${jigsawPath(16, 38, 25, [0, 1, 1, 0])}" fill="${c.main}"/>
    <path d="${jigsawPath(16, 63, 25, [-1, 1, 0, 0])}" fill="${c.light}"/>
    <path d="${jigsawPath(41, 63, 25, [1, 0, 0, -1])}" fill="${c.main}"/>
    <g transform="rotate(14 68 28)"><path d="${jigsawPath(56, 16, 25, [0, 0, -1, -1])}" fill="${c.dark}"/></g>
    <rect x="19" y="41" width="10" height="2.5" rx="1.2" fill="#FFFFFF" opacity="0.35"/>`,
  magneticTiles: (c: Shades) => `
    <g stroke-linejoin="round">
      <path d="M20 56 L50 22 L80 56 Z" fill="${c.light}" fill-opacity="0.55" stroke-opacity="1" stroke="${c.dark}" stroke-width="4.5"/>
      <rect x="20" y="56" width="30" height="30" fill="${c.light}" fill-opacity="0.55" stroke-opacity="1" stroke="${c.main}" stroke-width="4.5"/>
      <rect x="50" y="56" width="30" height="30" fill="${c.light}" fill-opacity="0.55" stroke-opacity="1" stroke="${c.main}" stroke-width="4.5"/>
    </g>
    <path d="M36 50 L50 34 L64 50 Z" fill="#FFFFFF" opacity="0.45"/>
    <rect x="26" y="62" width="18" height="18" fill="#FFFFFF" opacity="0.4"/>
    <rect x="56" y="62" width="18" height="18" fill="#FFFFFF" opacity="0.4"/>
    <g fill="${c.metal}"><circle cx="35" cy="56" r="1.8"/><circle cx="65" cy="56" r="1.8"/><circle cx="50" cy="71" r="1.8"/></g>`,
  drone: (c: Shades) => `
    <path d="M24 26 L76 74 M76 26 L24 74" stroke-opacity="1" stroke="${c.dark}" stroke-width="6" stroke-linecap="round" fill="none"/>
    <g fill="${c.light}" fill-opacity="0.5" stroke-opacity="1" stroke="${c.main}" stroke-width="3">
      <circle cx="24" cy="26" r="12"/><circle cx="76" cy="26" r="12"/><circle cx="24" cy="74" r="12"/><circle cx="76" cy="74" r="12"/>
    </g>
    <g fill="${c.ink}">
      <rect x="13" y="24.5" width="22" height="3" rx="1.5" transform="rotate(30 24 26)"/>
      <rect x="65" y="24.5" width="22" height="3" rx="1.5" transform="rotate(-30 76 26)"/>
      <rect x="13" y="72.5" width="22" height="3" rx="1.5" transform="rotate(-30 24 74)"/>
      <rect x="65" y="72.5" width="22" height="3" rx="1.5" transform="rotate(30 76 74)"/>
    </g>
    <rect x="36" y="36" width="28" height="28" rx="9" fill="${c.main}"/>
    <circle cx="50" cy="50" r="6" fill="${c.ink}"/><circle cx="48" cy="48" r="2" fill="#FFFFFF" opacity="0.6"/>
    <rect x="40" y="39" width="20" height="3" rx="1.5" fill="#FFFFFF" opacity="0.35"/>`,
  rcPlane: (c: Shades) => `
    <path d="M14 40 Q50 34 86 40 L84 48 H16 Z" fill="${c.main}"/>
    <path d="M34 62 Q50 58 66 62 L65 68 H35 Z" fill="${c.dark}"/>
    <rect x="45" y="16" width="10" height="56" rx="5" fill="${c.main}"/>
    <path d="M48 58 L50 54 L52 58 V70 H48 Z" fill="${c.dark}"/>
    <ellipse cx="50" cy="30" rx="3.5" ry="6" fill="${c.light}"/>
    <ellipse cx="50" cy="14" rx="11" ry="2" fill="${c.ink}"/>
    <circle cx="50" cy="15" r="2" fill="${c.metal}"/>
    <rect x="16" y="41" width="12" height="3" rx="1.5" fill="#FFFFFF" opacity="0.45"/>
    <path d="M80 72 L84 58" stroke-opacity="1" stroke="${c.ink}" stroke-width="1.5"/>
    <rect x="64" y="70" width="24" height="16" rx="4" fill="${c.ink}"/>
    <circle cx="70" cy="78" r="3" fill="${c.metal}"/><circle cx="82" cy="78" r="3" fill="${c.metal}"/>`,
  doll: (c: Shades) => `
    <path d="M34 30 Q34 12 50 12 Q66 12 66 30 L68 54 H32 Z" fill="${c.dark}"/>
    <rect x="41" y="70" width="6" height="14" rx="2" fill="${c.light}"/>
    <rect x="53" y="70" width="6" height="14" rx="2" fill="${c.light}"/>
    <rect x="39" y="82" width="9" height="5" rx="2" fill="${c.ink}"/><rect x="52" y="82" width="9" height="5" rx="2" fill="${c.ink}"/>
    <path d="M40 58 L30 66 M60 58 L70 66" stroke-opacity="1" stroke="${c.light}" stroke-width="5" stroke-linecap="round" fill="none"/>
    <path d="M43 42 H57 L66 74 H34 Z" fill="${c.main}"/>
    <circle cx="50" cy="30" r="12" fill="${c.light}"/>
    <path d="M38 28 Q40 16 50 16 Q60 16 62 28 Q54 22 46 24 Q41 25 38 28 Z" fill="${c.dark}"/>
    <circle cx="45" cy="31" r="1.8" fill="${c.ink}"/><circle cx="55" cy="31" r="1.8" fill="${c.ink}"/>
    <path d="M46.5 36 Q50 38.5 53.5 36" stroke-opacity="1" stroke="${c.dark}" stroke-width="1.4" fill="none" stroke-linecap="round"/>
    <rect x="42" y="46" width="16" height="4" fill="${c.dark}"/>`,
  plushPillow: (c: Shades) => `
    <path d="M22 30 L24 14 L38 24 Z" fill="${c.main}"/><path d="M78 30 L76 14 L62 24 Z" fill="${c.main}"/>
    <path d="M27 26 L28 19 L34 24 Z" fill="${c.light}"/><path d="M73 26 L72 19 L66 24 Z" fill="${c.light}"/>
    <path d="M14 46 Q14 22 50 22 Q86 22 86 46 V66 Q86 86 50 86 Q14 86 14 66 Z" fill="${c.main}"/>
    <path d="M20 48 Q20 28 50 28 Q80 28 80 48 V64 Q80 80 50 80 Q20 80 20 64 Z" fill="none" stroke-opacity="1" stroke="${c.light}" stroke-width="1.3" stroke-dasharray="3 3"/>
    <path d="M34 52 Q38 47 42 52 M58 52 Q62 47 66 52" stroke-opacity="1" stroke="${c.ink}" stroke-width="2.2" fill="none" stroke-linecap="round"/>
    <ellipse cx="30" cy="60" rx="5" ry="3" fill="${c.light}"/><ellipse cx="70" cy="60" rx="5" ry="3" fill="${c.light}"/>
    <path d="M47 58 H53 L50 61 Z" fill="${c.dark}"/>
    <path d="M45 63 Q50 67 55 63" stroke-opacity="1" stroke="${c.dark}" stroke-width="1.4" fill="none" stroke-linecap="round"/>`,
  kickScooter: (c: Shades) => `
    <path d="M64 22 L72 74" stroke-opacity="1" stroke="${c.metal}" stroke-width="4.5" fill="none" stroke-linecap="round"/>
    <path d="M54 22 H76" stroke-opacity="1" stroke="${c.dark}" stroke-width="4" fill="none" stroke-linecap="round"/>
    <rect x="50" y="19" width="9" height="6" rx="3" fill="${c.ink}"/><rect x="72" y="19" width="9" height="6" rx="3" fill="${c.ink}"/>
    <path d="M18 70 H66 L72 74 V76 H18 Q14 76 14 73 Q14 70 18 70 Z" fill="${c.main}"/>
    <rect x="20" y="70" width="44" height="2" fill="#FFFFFF" opacity="0.4"/>
    <circle cx="22" cy="79" r="8" fill="${c.ink}"/><circle cx="72" cy="79" r="8" fill="${c.ink}"/>
    <circle cx="22" cy="79" r="3.5" fill="${c.light}"/><circle cx="72" cy="79" r="3.5" fill="${c.light}"/>
    <path d="M14 72 Q10 68 14 64" stroke-opacity="1" stroke="${c.dark}" stroke-width="3" fill="none"/>`,
  bubbleMachine: (c: Shades) => `
    <circle cx="40" cy="54" r="17" fill="${c.dark}"/>
    <g fill="none" stroke-opacity="1" stroke="${c.light}" stroke-width="2.2">
      <circle cx="40" cy="33" r="4"/><circle cx="58" cy="44" r="4"/><circle cx="22" cy="44" r="4"/>
    </g>
    <path d="M14 64 Q14 56 22 56 H58 Q66 56 66 64 V80 Q66 86 60 86 H20 Q14 86 14 80 Z" fill="${c.main}"/>
    <rect x="20" y="60" width="40" height="4" rx="2" fill="#FFFFFF" opacity="0.35"/>
    <circle cx="26" cy="74" r="4.5" fill="${c.light}"/><rect x="36" y="71" width="22" height="6" rx="3" fill="${c.ink}"/>
    <g fill="#FFFFFF" fill-opacity="0.5" stroke-opacity="1" stroke="${c.dark}" stroke-width="1.4">
      <circle cx="70" cy="30" r="10"/><circle cx="84" cy="46" r="5"/><circle cx="52" cy="18" r="6"/><circle cx="76" cy="13" r="4"/><circle cx="30" cy="19" r="3.5"/>
    </g>
    <g fill="#FFFFFF" opacity="0.85"><circle cx="66" cy="26" r="2.4"/><circle cx="50" cy="16" r="1.6"/><circle cx="83" cy="44" r="1.2"/></g>`,
} as const satisfies Record<string, (shades: Shades) => string>;
