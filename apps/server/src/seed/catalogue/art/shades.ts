/** The tones one product colour is drawn with. */
export interface Shades {
  main: string;
  dark: string;
  light: string;
  /** Neutral dark parts (screens, soles, cords), the same for every colour. */
  ink: string;
  /** Neutral metal parts (blades, bolts), the same for every colour. */
  metal: string;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** `hex` moved towards `target` by `amount` (0..1). */
export function mix(hex: string, target: string, amount: number): string {
  const from = channels(hex);
  const to = channels(target);
  return toHex(from.map((channel, index) => channel + ((to[index] ?? 0) - channel) * amount));
}

export function shadesOf(hex: string): Shades {
  return {
    main: hex.toUpperCase(),
    dark: mix(hex, '#000000', 0.35).toUpperCase(),
    light: mix(hex, '#FFFFFF', 0.55).toUpperCase(),
    ink: '#2E3136',
    metal: '#C8CDD3',
  };
}
