import type { ReactElement } from 'react';
import { flag } from './CountryFlag.css';

/** A five-pointed star's outline, centred on (cx, cy), one point up, rotated by `turn` degrees. */
function starPath(cx: number, cy: number, radius: number, turn = 0): string {
  const points = Array.from({ length: 10 }, (_, index) => {
    const r = index % 2 === 0 ? radius : radius * 0.382;
    const angle = ((turn - 90 + index * 36) * Math.PI) / 180;
    return `${(cx + r * Math.cos(angle)).toFixed(2)},${(cy + r * Math.sin(angle)).toFixed(2)}`;
  });
  return `M${points.join('L')}Z`;
}

/*
 * National colours are part of each flag's drawing, not of the theme. The flags are simplified for
 * a 20 px icon: the proportions and the main marks, not the official construction.
 */
const FLAGS: Record<string, ReactElement> = {
  IQ: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#ce1126" />
      <rect y="13.33" width="30" height="6.67" fill="#000" />
      {/* The green takbir, drawn as a stroke at this size. */}
      <path
        d="M9 11.5h4.5M15 9v2.5h3M19.5 9.5v2M21 11.5h0.5"
        stroke="#007a3d"
        strokeWidth="1.2"
        fill="none"
      />
    </>
  ),
  TR: (
    <>
      <rect width="30" height="20" fill="#e30a17" />
      <circle cx="11" cy="10" r="5" fill="#fff" />
      <circle cx="12.25" cy="10" r="4" fill="#e30a17" />
      <path d={starPath(17, 10, 2.2, -18)} fill="#fff" />
    </>
  ),
  CN: (
    <>
      <rect width="30" height="20" fill="#de2910" />
      <path d={starPath(5, 5, 3)} fill="#ffde00" />
      <path d={starPath(10, 2, 1, 23)} fill="#ffde00" />
      <path d={starPath(12, 4, 1, 46)} fill="#ffde00" />
      <path d={starPath(12, 7, 1, 70)} fill="#ffde00" />
      <path d={starPath(10, 9, 1, 21)} fill="#ffde00" />
    </>
  ),
};

/** The country codes drawn as pictures; any other country shows its flag emoji. */
export const DRAWN_FLAGS = Object.keys(FLAGS);

export interface CountryFlagProps {
  /** ISO 3166-1 alpha-2 code, for example `IQ`. */
  code: string;
  /** The flag emoji, shown for countries without a drawing (rendered by the system's emoji font). */
  emoji?: string;
  /** Layout only. */
  className?: string;
}

/**
 * A country's flag, decorative (the country's name is always written next to it). The phone
 * field's countries (Iraq, Turkey, China) are drawn as SVG, because flag emoji need a colour emoji
 * font that Windows and headless browsers do not have.
 */
export function CountryFlag({ code, emoji, className }: CountryFlagProps) {
  const drawing = FLAGS[code.toUpperCase()];
  const classes = [flag, className].filter(Boolean).join(' ');
  if (!drawing) {
    return (
      <span aria-hidden="true" className={classes}>
        {emoji}
      </span>
    );
  }
  return (
    <svg viewBox="0 0 30 20" aria-hidden="true" focusable="false" className={classes}>
      {drawing}
    </svg>
  );
}
