import {
  countValues,
  parseIqdPerUsd,
  resolveLocale,
  usdCents,
  type IqdPerUsd,
  type Locale,
  type Product,
} from '@tijara/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Profiler, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AllLocales } from '../../stories/AllLocales';
import { sampleText, type SampleKey } from '../../stories/sampleText';
import { uiText } from '../../stories/uiText';
import { linkMessages } from '../Link/Link.messages';
import { ProductCard, ProductGrid, type ProductCardProps } from './ProductCard';
import { productCardMessages } from './ProductCard.messages';

/** A 300 x 300 placeholder picture as a data URI: no network in stories. */
function placeholder(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300"><rect width="300" height="300" fill="hsl(${hue} 55% 90%)"/><circle cx="150" cy="125" r="70" fill="hsl(${hue} 50% 62%)"/><rect x="75" y="220" width="150" height="22" rx="11" fill="hsl(${hue} 40% 42%)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A tiny, valid source so the preview never asks the network; it is never decoded in screenshots. */
const VIDEO_URL = 'data:video/mp4;base64,AAAAHGZ0eXBpc29tAAACAGlzb21pc28ybXA0MQ==';

const NAMES: readonly SampleKey[] = [
  'productDeskLamp',
  'productBackpack',
  'productKettle',
  'productHeadphones',
  'cleaningRobot',
  'productPhoneCharger',
  'productLongName',
];

function sampleProduct(locale: Locale, index: number, overrides: Partial<Product> = {}): Product {
  const key = NAMES[index % NAMES.length] ?? 'productDeskLamp';
  return {
    id: `61${String(index).padStart(4, '0')}`,
    platformType: 1,
    name: sampleText({ locale }, key),
    images: [placeholder((index * 47) % 360)],
    price: usdCents(1250 + index * 375),
    sold: 1200 + index * 37,
    monthSold: 86 + index * 5,
    tags: [],
    stock: 500,
    variants: [],
    ...overrides,
  };
}

const productFor = (globals: Record<string, unknown>, index: number, overrides: Partial<Product> = {}) =>
  sampleProduct(resolveLocale(globals.locale), index, overrides);

const rate = parseIqdPerUsd(1310) as IqdPerUsd;

/** The app gives each card its product page's address; a story links to an anchor instead. */
const exampleHref = (product: Pick<Product, 'id'>) => `#product-${product.id}`;

const meta = {
  title: 'Storefront/ProductCard',
  component: ProductCard,
  args: {
    product: sampleProduct('ar', 0),
    href: exampleHref(sampleProduct('ar', 0)),
    onFindSimilar: fn(),
    onSelectionChange: fn(),
  },
  render: (args, { globals }) => <ProductCard {...args} product={productFor(globals, 0)} />,
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;
const cardText = (
  globals: Globals,
  key: keyof (typeof productCardMessages)['en'],
  values?: Record<string, string | number>,
) => uiText(globals, productCardMessages, key, values);
/** A count line of the card ("1,200 sold"), as the card writes it in the story's locale. */
const countText = (globals: Globals, key: 'sold' | 'monthSold', count: number) =>
  cardText(globals, key, countValues(count, resolveLocale(globals.locale)));
/** The card link's accessible name: the product name and the new-tab hint. */
const linkName = (globals: Globals, name: string) =>
  `${name} ${uiText(globals, linkMessages, 'opensInNewTab')}`;

/** Waits until every thumbnail in the story has loaded, so screenshots never catch an empty frame. */
function loaded(img: HTMLImageElement) {
  if (!img.complete || img.naturalWidth === 0) throw new Error('picture not loaded yet');
}

async function imagesLoaded(root: HTMLElement) {
  // Lazy pictures load when they come near the viewport: bring each one there first.
  for (const img of root.querySelectorAll('img')) {
    img.scrollIntoView({ block: 'nearest' });
    await waitFor(() => loaded(img));
  }
  window.scrollTo(0, 0);
}

export const Default: Story = {
  render: (args, { globals }) => (
    <ProductCard
      {...args}
      product={productFor(globals, 0)}
      labels={[sampleText(globals, 'freeShipping'), sampleText(globals, 'wholesale')]}
    />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    await imagesLoaded(canvasElement);
    const product = productFor(globals, 0);
    const link = canvas.getByRole('link', { name: linkName(globals, product.name) });
    // Spec section 2: the detail opens in a new tab, cut off from this page.
    await expect(link).toHaveAttribute('href', exampleHref(product));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Spec section 9: a 300 x 300 thumbnail, lazy, sized by its attributes.
    const img = canvasElement.querySelector('img');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', '300');
    await expect(img).toHaveAttribute('height', '300');
    await expect(canvas.getByText(countText(globals, 'sold', product.sold))).toBeVisible();
    await expect(canvas.getByText(countText(globals, 'monthSold', product.monthSold))).toBeVisible();
    await expect(canvas.getByText('$12.50')).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const WholeCardIsTheLink: Story = {
  name: 'Block link: the whole card opens the product',
  play: async ({ canvas, canvasElement, globals }) => {
    await imagesLoaded(canvasElement);
    const link = canvas.getByRole('link', { name: linkName(globals, productFor(globals, 0).name) });
    const card = canvasElement.querySelector('article');
    const sales = canvas.getByText(countText(globals, 'sold', productFor(globals, 0).sold));
    const picture = canvasElement.querySelector('img');
    for (const element of [sales, picture, card]) {
      const box = element?.getBoundingClientRect();
      if (!box) throw new Error('missing element');
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      await expect(hit).toBe(link);
    }
  },
};

export const PriceRange: Story = {
  render: (args, { globals }) => (
    <ProductCard
      {...args}
      product={productFor(globals, 1, {
        variants: [
          { skuId: 'a', attributes: [], stock: 5, price: usdCents(1999) },
          { skuId: 'b', attributes: [], stock: 5, price: usdCents(3450), promotionPrice: usdCents(2999) },
        ],
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    // The range runs over the prices a buyer pays (promotion prices count).
    await expect(canvasElement.querySelector('[data-price="range"] [aria-hidden="true"]')?.textContent).toBe(
      '$19.99 – $29.99',
    );
  },
};

export const Promotion: Story = {
  render: (args, { globals }) => (
    <ProductCard
      {...args}
      product={productFor(globals, 2, {
        variants: [
          { skuId: 'a', attributes: [], stock: 5, price: usdCents(4500), promotionPrice: usdCents(3299) },
        ],
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvasElement.querySelector('s')?.textContent).toBe('$45.00');
  },
};

export const PriceInDinars: Story = {
  args: { currency: 'IQD', rate },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    // 12.50 USD at 1,310 IQD: 16,375 dinars, without decimals.
    await expect(canvasElement.querySelector('[data-price] bdi')?.textContent).toContain('16,375');
  },
};

export const LongNameClamped: Story = {
  name: 'Long name: two lines',
  render: (args, { globals }) => <ProductCard {...args} product={productFor(globals, 6)} />,
  play: async ({ canvasElement, globals }) => {
    await imagesLoaded(canvasElement);
    const heading = canvasElement.querySelector('h3');
    if (!heading) throw new Error('no heading');
    const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
    await expect(heading.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    await expect(getComputedStyle(heading).webkitLineClamp).toBe('2');
    // The whole name is still there for screen readers and search.
    await expect(heading.textContent).toContain(productFor(globals, 6).name);
  },
};

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const videoProduct = (globals: Globals) =>
  productFor(globals, 4, { tags: [12], videoUrl: VIDEO_URL, images: [placeholder(200)] });

export const VideoPreviewOnHover: Story = {
  name: 'Video preview (tag 12): plays on hover',
  render: (args, { globals }) => <ProductCard {...args} product={videoProduct(globals)} />,
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    const card = canvasElement.querySelector('article');
    if (!card) throw new Error('no card');
    // Nothing is loaded or played before the buyer shows interest.
    await expect(card.querySelector('video')).toBeNull();
    await userEvent.hover(card);
    await expect(card).toHaveAttribute('data-active', 'true');
    const video = card.querySelector('video');
    // It plays unless the buyer prefers reduced motion (then the poster stays).
    await expect(video?.getAttribute('data-playing') === 'true').toBe(!prefersReducedMotion());
    await expect(video?.muted).toBe(true);
    await expect(video).not.toHaveAttribute('autoplay');
    await userEvent.unhover(card);
    await expect(video).not.toHaveAttribute('data-playing');
  },
};

export const VideoPreviewOnFocus: Story = {
  name: 'Keyboard: focus shows the ring and the video preview',
  render: (args, { globals }) => <ProductCard {...args} product={videoProduct(globals)} />,
  play: async ({ canvas, canvasElement, globals }) => {
    await imagesLoaded(canvasElement);
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: linkName(globals, videoProduct(globals).name) });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(link, '::after').outlineStyle).toBe('solid');
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-active', 'true');
    await expect(canvasElement.querySelector('video')?.getAttribute('data-playing') === 'true').toBe(
      !prefersReducedMotion(),
    );
    await userEvent.tab();
    await expect(canvasElement.querySelector('article')).not.toHaveAttribute('data-active');
    await expect(canvasElement.querySelector('video')).not.toHaveAttribute('data-playing');
  },
};

export const NoVideoWithoutTag12: Story = {
  name: 'No video preview without tag 12',
  render: (args, { globals }) => (
    <ProductCard {...args} product={productFor(globals, 4, { videoUrl: VIDEO_URL })} />
  ),
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    const card = canvasElement.querySelector('article');
    if (!card) throw new Error('no card');
    await userEvent.hover(card);
    await expect(card.querySelector('video')).toBeNull();
  },
};

export const BadgeForTag2: Story = {
  name: 'Badge (tag 2)',
  render: (args, { globals }) => <ProductCard {...args} product={productFor(globals, 3, { tags: [2] })} />,
  play: async ({ canvas, canvasElement, globals }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByText(cardText(globals, 'featured'))).toBeVisible();
  },
};

export const SearchMode: Story = {
  name: 'Search mode: ribbon and similar products',
  args: { mode: 'search' },
  render: (args, { globals }) => <ProductCard {...args} product={productFor(globals, 5, { tags: [0, 2] })} />,
  play: async ({ canvas, canvasElement, args, globals }) => {
    await imagesLoaded(canvasElement);
    const product = productFor(globals, 5, { tags: [0, 2] });
    // Spec section 9: search tag 0 shows a ribbon.
    await expect(canvas.getByText(cardText(globals, 'ribbonTag0'))).toBeVisible();
    const similar = canvas.getByRole('button', {
      name: cardText(globals, 'findSimilarOf', { name: product.name }),
    });
    // The button sits above the card's link: a click reaches it.
    const box = similar.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(similar);
    await userEvent.click(similar);
    await expect(args.onFindSimilar).toHaveBeenCalledOnce();
    await expect(args.onFindSimilar).toHaveBeenCalledWith(product);
  },
};

export const SearchModeNewRibbon: Story = {
  name: 'Search mode: ribbon for tag 1',
  args: { mode: 'search' },
  render: (args, { globals }) => <ProductCard {...args} product={productFor(globals, 1, { tags: [1] })} />,
  play: async ({ canvas, canvasElement, globals }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByText(cardText(globals, 'ribbonTag1'))).toBeVisible();
  },
};

export const NoRibbonOutsideSearch: Story = {
  name: 'Ribbons show only in search mode',
  render: (args, { globals }) => <ProductCard {...args} product={productFor(globals, 1, { tags: [0, 1] })} />,
  play: async ({ canvas, canvasElement, globals }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.queryByText(cardText(globals, 'ribbonTag0'))).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const SearchModeKeyboard: Story = {
  name: 'Keyboard: Tab to similar products, Enter',
  args: { mode: 'search' },
  render: (args, { globals }) => <ProductCard {...args} product={productFor(globals, 5)} />,
  play: async ({ canvas, canvasElement, args, globals }) => {
    await imagesLoaded(canvasElement);
    const product = productFor(globals, 5);
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: cardText(globals, 'findSimilarOf', { name: product.name }) }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFindSimilar).toHaveBeenCalledOnce();
  },
};

function FavoriteCard(props: ProductCardProps) {
  const [isSelected, setSelected] = useState(false);
  return (
    <ProductCard
      {...props}
      mode="favorite"
      isSelected={isSelected}
      onSelectionChange={(selected, product) => {
        setSelected(selected);
        props.onSelectionChange?.(selected, product);
      }}
    />
  );
}

export const FavoriteMode: Story = {
  name: 'Favorite mode: tick the product',
  render: (args, { globals }) => <FavoriteCard {...args} product={productFor(globals, 2)} />,
  play: async ({ canvas, canvasElement, args, globals }) => {
    await imagesLoaded(canvasElement);
    const product = productFor(globals, 2);
    const checkbox = canvas.getByRole('checkbox', {
      name: cardText(globals, 'select', { name: product.name }),
    });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(true, product);
    // Space on the focused box unticks it.
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(false, product);
  },
};

export const Grid: Story = {
  parameters: { layout: 'padded' },
  render: (args, { globals }) => (
    <ProductGrid
      getHref={exampleHref}
      mode="search"
      onFindSimilar={args.onFindSimilar}
      aria-label={sampleText(globals, 'searchResults')}
      products={[
        productFor(globals, 0, { tags: [0] }),
        productFor(globals, 1, { tags: [2] }),
        productFor(globals, 6, { tags: [1] }),
      ]}
    />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    await imagesLoaded(canvasElement);
    const list = canvas.getByRole('list', { name: sampleText(globals, 'searchResults') });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    // Three columns from the tablet breakpoint (the test browser is 800 px wide).
    await expect(getComputedStyle(list).gridTemplateColumns.split(' ')).toHaveLength(3);
  },
};

/** Mount time of the 60-card grid, from React's profiler, for the story below. */
const mountDurations: number[] = [];

export const SixtyCards: Story = {
  name: 'Grid of 60 cards stays fast',
  parameters: { layout: 'padded', screenshotTarget: '#storybook-root li:first-child' },
  render: (args, { globals }) => (
    <Profiler
      id="grid"
      onRender={(_id, phase, duration) => phase === 'mount' && mountDurations.push(duration)}
    >
      <ProductGrid
        getHref={exampleHref}
        onFindSimilar={args.onFindSimilar}
        aria-label={sampleText(globals, 'searchResults')}
        products={Array.from({ length: 60 }, (_, index) =>
          productFor(globals, index, index % 5 === 0 ? { tags: [12], videoUrl: VIDEO_URL } : {}),
        )}
      />
    </Profiler>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(60);
    // No per-card heavy work: no video is mounted before a hover, every picture waits to be near.
    await expect(canvasElement.querySelectorAll('video')).toHaveLength(0);
    for (const img of canvasElement.querySelectorAll('img'))
      await expect(img).toHaveAttribute('loading', 'lazy');
    // Rows off screen skip layout and paint.
    const item = canvas.getAllByRole('listitem')[0];
    await expect(item && getComputedStyle(item).contentVisibility).toBe('auto');
    // A generous bound (60 cards mount in a few tens of ms): catches quadratic or blocking work.
    await expect(Math.max(...mountDurations)).toBeLessThan(1000);
    const first = canvasElement.querySelector('img');
    if (first) await waitFor(() => loaded(first));
  },
};

export const Locales: Story = {
  name: 'All locales',
  args: { mode: 'search' },
  render: (args) => (
    <AllLocales>
      {(locale) => (
        <ProductCard
          {...args}
          product={sampleProduct(locale, 1, {
            tags: [0, 2],
            variants: [
              { skuId: 'a', attributes: [], stock: 5, price: usdCents(1999) },
              { skuId: 'b', attributes: [], stock: 5, price: usdCents(3450) },
            ],
          })}
          labels={[sampleText({ locale }, 'freeShipping')]}
        />
      )}
    </AllLocales>
  ),
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
  },
};
