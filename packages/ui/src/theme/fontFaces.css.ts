import { globalFontFace } from '@vanilla-extract/css';
import { FALLBACK_FACES } from './fontFallbacks';

// The metric-matched fallback faces of the theme's font stack (see fontFallbacks.ts): local
// fonts only, no download. They are in style.css, with the stack that names them.
for (const face of FALLBACK_FACES) {
  globalFontFace(face.family, {
    src: face.local.map((name) => `local('${name}')`).join(', '),
    fontWeight: face.weight,
    fontStyle: 'normal',
    sizeAdjust: face.sizeAdjust,
    ascentOverride: face.ascentOverride,
    descentOverride: face.descentOverride,
    lineGapOverride: face.lineGapOverride,
    unicodeRange: face.unicodeRange,
  });
}
