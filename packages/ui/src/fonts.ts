// Self-hosted fonts, so every machine (and every screenshot baseline) renders the same glyphs.
// Noto Sans Arabic covers Arabic and Sorani Kurdish; Noto Sans covers Latin; Noto Sans SC covers
// Simplified Chinese, in about a hundred unicode-range slices that load only when a page uses them.
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/700.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/700.css';
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
