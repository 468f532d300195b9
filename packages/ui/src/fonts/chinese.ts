// Noto Sans SC (regular and bold), for Simplified Chinese. Its @font-face rules are most of the
// fonts' CSS (about a hundred unicode-range slices per weight, 210 KB), so only Chinese pages
// should load it, with `@tijara/ui/fonts/latin`. A page downloads only the slices its text uses.
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
