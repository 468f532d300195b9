/** The marketplaces a product can be added from by its URL. */
export const PRODUCT_URL_PLATFORMS = ['1688', 'taobao', 'tmall', 'alibaba'] as const;

export type ProductUrlPlatform = (typeof PRODUCT_URL_PLATFORMS)[number];

/** A product named by a marketplace URL. */
export interface ProductUrlReference {
  platform: ProductUrlPlatform;
  /** The marketplace's product (offer, item) id: digits only. */
  productId: string;
}

/** Where in a URL a shape keeps the id: a path capture, or the `id` query parameter. */
interface ProductUrlShape {
  platform: ProductUrlPlatform;
  hosts: readonly string[];
  path: RegExp;
  idIn: 'path' | 'query';
}

const SHAPES: readonly ProductUrlShape[] = [
  {
    platform: '1688',
    hosts: ['detail.1688.com', 'm.1688.com'],
    path: /^\/offer\/(\d+)\.html$/i,
    idIn: 'path',
  },
  { platform: 'taobao', hosts: ['item.taobao.com'], path: /^\/item\.htm$/i, idIn: 'query' },
  { platform: 'taobao', hosts: ['m.intl.taobao.com'], path: /^\/detail\/detail\.html$/i, idIn: 'query' },
  {
    platform: 'tmall',
    hosts: ['detail.tmall.com', 'detail.m.tmall.com'],
    path: /^\/item\.htm$/i,
    idIn: 'query',
  },
  // The slug before the last `_` is the product title and may itself hold digits and underscores.
  {
    platform: 'alibaba',
    hosts: ['alibaba.com'],
    path: /^\/product-detail\/(?:[^/]*_)?(\d+)\.html$/i,
    idIn: 'path',
  },
];

/**
 * Scheme (http, https, or none, as some apps copy links), host, path, query, fragment. A regular
 * expression rather than `URL`, which the domain's library types do not declare. The host must
 * then equal a known one exactly, so user info (`detail.1688.com@evil.example`), a port or a
 * look-alike domain fails.
 */
const URL_PARTS = /^(?:https?:\/\/)?([^/?#\s]+)(\/[^?#\s]*)?(?:\?([^#\s]*))?(?:#\S*)?$/i;

function queryId(query: string): string | undefined {
  const value = query
    .split('&')
    .map((pair) => pair.split('='))
    .find(([name]) => name === 'id')?.[1];
  return value !== undefined && /^\d+$/.test(value) ? value : undefined;
}

/**
 * The marketplace and product id named by a product URL, or `null` when the URL is not a product
 * page of 1688, Taobao, Tmall or Alibaba.com, or carries no product id (spec section 5: "the URL
 * must contain a product ID"). Surrounding spaces, a `www.` prefix and extra query parameters are
 * accepted.
 */
export function parseProductUrl(url: string): ProductUrlReference | null {
  const [, host, path = '/', query = ''] = URL_PARTS.exec(url.trim()) ?? [];
  if (host === undefined) return null;
  const bareHost = host.toLowerCase().replace(/^www\./, '');
  for (const shape of SHAPES) {
    const pathMatch = shape.hosts.includes(bareHost) ? shape.path.exec(path) : null;
    if (!pathMatch) continue;
    const productId = shape.idIn === 'path' ? pathMatch[1] : queryId(query);
    return productId === undefined ? null : { platform: shape.platform, productId };
  }
  return null;
}
