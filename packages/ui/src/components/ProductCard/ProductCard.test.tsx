import { usdCents, type Product } from '@tijara/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../../provider';
import { cardPrice, ProductCard, ProductGrid, type ProductCardProps } from './ProductCard';

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p-1',
    platformType: 2,
    name: 'LED desk lamp',
    images: ['data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E'],
    price: usdCents(1250),
    sold: 1234,
    monthSold: 56,
    tags: [],
    stock: 10,
    variants: [],
    ...overrides,
  };
}

function renderCard(props: Partial<ProductCardProps> = {}) {
  return render(
    <UIProvider locale="en">
      <ProductCard product={product()} href="#product-p-1" {...props} />
    </UIProvider>,
  ).container;
}

let play = vi.fn();

beforeEach(() => {
  play = vi.fn(() => Promise.resolve());
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

const videoProduct = () => product({ tags: [12], videoUrl: 'data:video/mp4;base64,AA==' });

describe('ProductCard link (spec section 2)', () => {
  it('opens the app’s page of the product in a new tab through the card’s one link', () => {
    renderCard();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('#product-p-1');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]?.textContent).toContain('LED desk lamp');
  });

  it('leads where the caller says', () => {
    renderCard({ href: '#elsewhere' });
    expect(screen.getByRole('link').getAttribute('href')).toBe('#elsewhere');
  });
});

describe('ProductCard content (spec section 9)', () => {
  it('shows a 300 x 300 lazy thumbnail sized by its attributes', () => {
    const img = renderCard().querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('width')).toBe('300');
    expect(img?.getAttribute('height')).toBe('300');
  });

  it('shows sold and monthly sales', () => {
    renderCard();
    expect(screen.getByText('1,234 sold')).toBeTruthy();
    expect(screen.getByText('56 this month')).toBeTruthy();
  });

  it('writes the counts by the domain’s rule in every language: Latin digits, grouped', () => {
    const big = product({ sold: 302_722, monthSold: 12_000 });
    const { rerender } = render(
      <UIProvider locale="ar">
        <ProductCard product={big} href="#product-p-1" />
      </UIProvider>,
    );
    expect(screen.getByText('بيع 302,722')).toBeTruthy();
    expect(screen.getByText('12,000 هذا الشهر')).toBeTruthy();
    rerender(
      <UIProvider locale="ckb">
        <ProductCard product={big} href="#product-p-1" />
      </UIProvider>,
    );
    expect(screen.getByText('302,722 فرۆشراوە')).toBeTruthy();
    rerender(
      <UIProvider locale="zh">
        <ProductCard product={big} href="#product-p-1" />
      </UIProvider>,
    );
    expect(screen.getByText('已售 302,722')).toBeTruthy();
    expect(screen.getByText('月销 12,000')).toBeTruthy();
  });

  it('shows a badge for tag 2 only', () => {
    renderCard({ product: product({ tags: [2] }) });
    expect(screen.getByText('Featured')).toBeTruthy();
    cleanup();
    renderCard({ product: product({ tags: [12, 0] }) });
    expect(screen.queryByText('Featured')).toBeNull();
  });

  it('shows a ribbon for search tags 0 and 1 in search mode', () => {
    renderCard({ mode: 'search', product: product({ tags: [0] }) });
    expect(screen.getByText('Hot')).toBeTruthy();
    cleanup();
    renderCard({ mode: 'search', product: product({ tags: [1] }), ribbonLabels: { 1: 'Just in' } });
    expect(screen.getByText('Just in')).toBeTruthy();
    cleanup();
    renderCard({ mode: 'search', product: product({ tags: [2, 12] }) });
    expect(screen.queryByText('Hot')).toBeNull();
    expect(screen.queryByText('New')).toBeNull();
  });

  it('shows the caller’s labels', () => {
    renderCard({ labels: ['Free shipping'] });
    expect(screen.getByText('Free shipping')).toBeTruthy();
  });
});

describe('cardPrice', () => {
  it('shows the range of the prices a buyer pays when the variants differ', () => {
    expect(
      cardPrice({
        price: usdCents(100),
        variants: [
          { skuId: 'a', attributes: [], stock: 1, price: usdCents(500) },
          { skuId: 'b', attributes: [], stock: 1, price: usdCents(900), promotionPrice: usdCents(800) },
        ],
      }),
    ).toEqual({ price: { min: 500, max: 800 } });
  });

  it('shows the promotion of a lone variant beside its original price', () => {
    expect(
      cardPrice({
        price: usdCents(900),
        variants: [
          { skuId: 'a', attributes: [], stock: 1, price: usdCents(900), promotionPrice: usdCents(700) },
        ],
      }),
    ).toEqual({ price: 700, originalPrice: 900 });
  });

  it('shows the product price without variants', () => {
    expect(cardPrice({ price: usdCents(1250), variants: [] })).toEqual({ price: 1250 });
  });
});

describe('ProductCard video preview (tag 12)', () => {
  it('mounts nothing before hover, then plays muted on hover and stops on leave', () => {
    const container = renderCard({ product: videoProduct() });
    const card = container.querySelector('article') as HTMLElement;
    expect(container.querySelector('video')).toBeNull();
    fireEvent.pointerEnter(card);
    const video = container.querySelector('video');
    expect(video?.getAttribute('data-playing')).toBe('true');
    expect(video?.muted).toBe(true);
    expect(video?.hasAttribute('autoplay')).toBe(false);
    expect(play).toHaveBeenCalled();
    fireEvent.pointerLeave(card);
    expect(video?.hasAttribute('data-playing')).toBe(false);
  });

  it('plays on keyboard focus too', () => {
    const container = renderCard({ product: videoProduct() });
    act(() => screen.getByRole('link').focus());
    expect(container.querySelector('video')?.getAttribute('data-playing')).toBe('true');
  });

  it('does not play when the buyer prefers reduced motion', () => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query.includes('reduce'),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
    const container = renderCard({ product: videoProduct() });
    fireEvent.pointerEnter(container.querySelector('article') as HTMLElement);
    expect(container.querySelector('video')?.hasAttribute('data-playing')).toBe(false);
    expect(play).not.toHaveBeenCalled();
  });

  it('has no preview without tag 12 or without a video', () => {
    const container = renderCard({ product: product({ videoUrl: 'data:video/mp4;base64,AA==' }) });
    fireEvent.pointerEnter(container.querySelector('article') as HTMLElement);
    expect(container.querySelector('video')).toBeNull();
    cleanup();
    const other = renderCard({ product: product({ tags: [12] }) });
    fireEvent.pointerEnter(other.querySelector('article') as HTMLElement);
    expect(other.querySelector('video')).toBeNull();
  });
});

describe('ProductCard modes', () => {
  it('offers similar products in search mode only', () => {
    const onFindSimilar = vi.fn();
    renderCard({ mode: 'search', onFindSimilar });
    fireEvent.click(screen.getByRole('button', { name: 'Similar products to LED desk lamp' }));
    expect(onFindSimilar).toHaveBeenCalledWith(expect.objectContaining({ id: 'p-1' }));
    cleanup();
    renderCard({ onFindSimilar });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has a favorite checkbox in favorite mode only', () => {
    const onSelectionChange = vi.fn();
    renderCard({ mode: 'favorite', isSelected: false, onSelectionChange });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select LED desk lamp' }));
    expect(onSelectionChange).toHaveBeenCalledWith(true, expect.objectContaining({ id: 'p-1' }));
    cleanup();
    renderCard({ onSelectionChange });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});

describe('ProductGrid', () => {
  it('renders 60 cards with lazy pictures and no video until a hover', () => {
    const products = Array.from({ length: 60 }, (_, index) =>
      product({
        id: `p-${index}`,
        tags: index % 3 === 0 ? [12] : [],
        videoUrl: 'data:video/mp4;base64,AA==',
      }),
    );
    const { container } = render(
      <UIProvider locale="ar">
        <ProductGrid
          products={products}
          getHref={(item) => `#${item.id}`}
          selectedIds={new Set(['p-1'])}
          mode="favorite"
        />
      </UIProvider>,
    );
    expect(container.querySelectorAll('article')).toHaveLength(60);
    const images = [...container.querySelectorAll('img')];
    expect(images.every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    expect(container.querySelectorAll('video')).toHaveLength(0);
    const checked = screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked);
    expect(checked).toHaveLength(1);
  });
});
