import sanitizeHtml from 'sanitize-html';
import { MEDIA_PATH } from './mediaUrls';

/** Resolves relative addresses to tell where they point; never fetched. */
const PROBE_ORIGIN = 'https://catalogue.invalid';

/**
 * Whether a description image may be shown: the catalogue's own media (`/media/...`, not escaping
 * it with `..`) or any https address. Anything else (http, data:, javascript:, protocol-relative
 * `//host`, other paths of this site) is dropped with its tag.
 */
export function isAllowedImageSource(src: string | undefined): boolean {
  if (!src) return false;
  try {
    if (src.startsWith(`${MEDIA_PATH}/`)) {
      const resolved = new URL(src, PROBE_ORIGIN);
      return resolved.origin === PROBE_ORIGIN && resolved.pathname.startsWith(`${MEDIA_PATH}/`);
    }
    return src.startsWith('https://') && new URL(src).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * The allowlist for supplier and editor HTML (product descriptions, help pages): text structure,
 * tables and images only. No scripts, styles, links, forms, frames, classes or event handlers:
 * a description is shown inside the storefront's own page.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'img',
  ],
  allowedAttributes: {
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
  },
  allowedSchemes: ['https'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['src'],
  allowProtocolRelative: false,
  // Script and style bodies go with their tags; other unknown tags leave their text.
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImageSource(frame.attribs.src),
};

/** Catalogue HTML made safe to put in the storefront's page. */
export function sanitizeCatalogueHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
