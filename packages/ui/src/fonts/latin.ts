// Noto Sans (regular and bold), for Latin script: English, and the Latin digits, prices and codes
// that every locale shows (`@tijara/domain` writes digits in Latin everywhere), so every page
// needs it. Split by unicode-range: a page downloads only the slices its text uses.
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/700.css';
