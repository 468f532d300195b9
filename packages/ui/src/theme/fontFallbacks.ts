/**
 * Metric-matched fallback faces: local fonts resized (`size-adjust`, from the mean advance width
 * of the storefront's own copy) and given the web font's ascent, descent and line gap, so text
 * takes the same room before the self-hosted fonts arrive as after, and the page does not move
 * when they swap in. Each face covers only its web font's script (`unicodeRange`) and comes right
 * after it in the stack, so once the web font is there it is never used: the look is unchanged.
 *
 * The numbers were measured with `scripts/measure-font-swap.mjs` (Chromium, the copy of
 * apps/web's catalogues), which also measures the shift they save; run it again after changing
 * a font or a face. Only local fonts it could measure are listed: Arial and the fonts made to
 * its metrics (Liberation Sans, Arimo) for Latin, on Windows, Apple systems, ChromeOS and most
 * Linux desktops; DejaVu Sans for Arabic script (Linux desktops). Where none is installed the
 * face is skipped and the browser's default font stands in, as before.
 *
 * Plain data (no vanilla-extract), so the measuring script can read it too.
 */
export interface FallbackFace {
  /** The family name the theme's font stack lists right after its web font. */
  family: string;
  /** The script of the web font it stands in for. */
  script: 'latin' | 'arabic';
  weight: 400 | 700;
  /** Local fonts tried in order (full names and PostScript names); all share these metrics. */
  local: readonly string[];
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
  unicodeRange: string;
}

const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122, U+2212';
const ARABIC_RANGE = 'U+0600-06FF, U+0750-077F, U+0870-08FF, U+FB50-FDFF, U+FE70-FEFC';

export const FALLBACK_FACES: readonly FallbackFace[] = [
  {
    family: 'Noto Sans Fallback',
    script: 'latin',
    weight: 400,
    local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'],
    sizeAdjust: '105.21%',
    ascentOverride: '101.6%',
    descentOverride: '27.85%',
    lineGapOverride: '0%',
    unicodeRange: LATIN_RANGE,
  },
  {
    family: 'Noto Sans Fallback',
    script: 'latin',
    weight: 700,
    local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold'],
    sizeAdjust: '103.78%',
    ascentOverride: '103%',
    descentOverride: '28.23%',
    lineGapOverride: '0%',
    unicodeRange: LATIN_RANGE,
  },
  {
    family: 'Noto Sans Arabic Fallback',
    script: 'arabic',
    weight: 400,
    local: ['DejaVu Sans', 'DejaVuSans'],
    sizeAdjust: '92.26%',
    ascentOverride: '148.93%',
    descentOverride: '79.99%',
    lineGapOverride: '0%',
    unicodeRange: ARABIC_RANGE,
  },
  {
    family: 'Noto Sans Arabic Fallback',
    script: 'arabic',
    weight: 700,
    local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
    sizeAdjust: '85.59%',
    ascentOverride: '160.54%',
    descentOverride: '86.23%',
    lineGapOverride: '0%',
    unicodeRange: ARABIC_RANGE,
  },
];

/** The web fonts, in the order each glyph looks for a font: Latin, Arabic script, Chinese. */
export const WEB_FONT_STACK = "'Noto Sans', 'Noto Sans Arabic', 'Noto Sans SC', sans-serif";

/** The web fonts, each followed by its metric-matched fallback face. */
export const FONT_STACK =
  "'Noto Sans', 'Noto Sans Fallback', 'Noto Sans Arabic', 'Noto Sans Arabic Fallback', 'Noto Sans SC', sans-serif";
