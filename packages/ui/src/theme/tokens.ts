import { FONT_STACK } from './fontFallbacks';

/**
 * The design tokens of the storefront. Every colour and size a component uses comes from here,
 * through the theme contract in `contract.css.ts`. Mobile first: most buyers are on phones.
 */

/** Spec section 1: "Theme primary colour: #EA4335". Shades are tints and shades of that red. */
export const primary = {
  50: '#fdecea',
  100: '#fad0cc',
  200: '#f5a39b',
  300: '#f0766a',
  400: '#ec5a4c',
  500: '#ea4335',
  600: '#d0392c',
  700: '#ad2e23',
  800: '#8a241b',
  900: '#5e1811',
} as const;

export const neutral = {
  0: '#ffffff',
  50: '#f8f9fa',
  100: '#f1f3f4',
  200: '#e3e5e8',
  300: '#c9ccd1',
  400: '#9aa0a6',
  500: '#6b7178',
  600: '#50555b',
  700: '#3c4043',
  800: '#2a2d30',
  900: '#18191b',
} as const;

export const tokens = {
  color: {
    primary,
    neutral,
    /** Body text on light surfaces: passes WCAG AA (4.5:1) on neutral 0 and 50. */
    text: neutral[900],
    textMuted: neutral[600],
    /** Text on the primary colour: white on #EA4335 is 3.6:1, so text sits on primary 700. */
    textOnPrimary: neutral[0],
    surface: neutral[0],
    surfaceSunken: neutral[50],
    border: neutral[200],
    focusRing: '#1a73e8',
    success: '#188038',
    warning: '#b06000',
    danger: '#c5221f',
    info: '#1967d2',
    /** Dims the page behind a modal dialog or drawer (neutral 900 at half opacity). */
    backdrop: 'rgb(24 25 27 / 0.5)',
    /** A tooltip's background; its text is neutral 0 (14:1). */
    tooltip: neutral[800],
    /** The floating help button's second text colour while it flashes (5.5:1 on primary 700). */
    helpFlash: '#fde293',
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  borderWidth: {
    thin: '1px',
    thick: '2px',
    focus: '2px',
    /** The coloured stripe at the inline start of a toast that says its kind. */
    accent: '4px',
  },
  size: {
    /** The widest a page's content grows (`PageContainer`): lines and product rows stay readable. */
    page: '1200px',
    /** A page of one narrow column (`PageContainer width="narrow"`): sign-in, registration. */
    pageNarrow: '28rem',
    /** Smallest touch target (WCAG 2.5.8 asks 24 px; phones want 44). */
    touch: '44px',
    controlSm: '32px',
    controlMd: '40px',
    controlLg: '48px',
    icon: '20px',
    dialog: '480px',
    drawer: '360px',
    /** The tallest a dialog grows (dynamic viewport, so phone toolbars do not hide it). */
    dialogMaxBlock: '90dvh',
    /** The inline size of a toast from the tablet breakpoint (phones use the full width). */
    toast: '360px',
    /** The widest a tooltip grows before its text wraps. */
    tooltip: '240px',
    /** The side of a tooltip's arrow. */
    tooltipArrow: '8px',
    /** The badge on an icon (cart count): the height of its pill and the diameter of a dot. */
    badge: '18px',
    badgeDot: '8px',
    /** A chosen file's preview in an upload list. */
    thumbnail: '64px',
    /** The picture above an empty-state box's title. */
    illustration: '64px',
    /** The thickness of the page's top loading bar. */
    loadingBar: '3px',
    /** The tallest a drop-down list (select, combo box) grows before it scrolls. */
    listMaxBlock: '18rem',
    /** The widest the header's search box grows. */
    searchBox: '40rem',
    /**
     * The block size a page section below the fold is taken to have until it first renders
     * (`contain-intrinsic-block-size` with `content-visibility: auto`); after that, its own.
     */
    sectionEstimate: '40rem',
    /**
     * The phone's bottom bar (the tab bar, or a screen's sticky action bar in its place), without
     * the home indicator's safe area: toasts and the page's end keep clear of it.
     */
    bottomBar: '60px',
  },
  radius: {
    none: '0',
    sm: '4px',
    md: '8px',
    lg: '12px',
    full: '9999px',
  },
  font: {
    /**
     * Latin first, then Arabic script (Arabic and Sorani Kurdish), then Simplified Chinese: each
     * glyph comes from the first family that has it. All are self-hosted from @fontsource so every
     * machine renders the same; Chinese is split by unicode-range, so a page loads only the
     * slices of the font its text uses. Each web font is followed by a local font sized to its
     * metrics (`fontFallbacks.ts`), which fills in until it arrives, so nothing moves when it
     * does. Flags are drawn (`CountryFlag`), not emoji.
     */
    body: FONT_STACK,
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.5rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  lineHeight: {
    tight: '1.25',
    normal: '1.5',
  },
  shadow: {
    sm: '0 1px 2px rgb(0 0 0 / 0.12)',
    md: '0 2px 8px rgb(0 0 0 / 0.14)',
    /** Dialogs, drawers, toasts and tooltips float above the page. */
    overlay: '0 8px 24px rgb(0 0 0 / 0.2)',
  },
  zIndex: {
    header: '10',
    /** The phone's bottom bar: above the page, under overlays and toasts. */
    bottomBar: '20',
    overlay: '100',
    toast: '200',
    /** Tooltips show above dialogs and toasts (their triggers can be inside either). */
    tooltip: '250',
    /** The page's top loading bar shows above everything, overlays included. */
    loadingBar: '300',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
    /** One sweep of a skeleton's shimmer. */
    shimmer: '1.5s',
    /** One pass of an indeterminate loading bar. */
    progress: '1.2s',
  },
} as const;

/** Mobile first: styles start at the phone and add these minimum widths. */
export const breakpoints = { tablet: 768, desktop: 1200 } as const;
