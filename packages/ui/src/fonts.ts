// Self-hosted fonts, so every machine (and every screenshot baseline) renders the same glyphs:
// all three scripts at once, as `@tijara/ui/fonts` always has. A storefront that knows its
// language loads only what it needs instead (see the README): `@tijara/ui/fonts/latin` always,
// plus `/arabic` for Arabic and Kurdish or `/chinese` for Chinese.
// The same imports as fonts/latin.ts, fonts/arabic.ts and fonts/chinese.ts, written out rather
// than imported from them: the build would move them into a shared chunk, which bundlers may
// drop (package.json marks only the fonts entries as having side effects).
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/700.css';
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/700.css';
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
