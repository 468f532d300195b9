// Noto Sans Arabic (regular and bold), for Arabic script: Arabic and Sorani Kurdish. Pages in
// those languages load it with `@tijara/ui/fonts/latin` (their digits are Latin).
import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/700.css';
