import { DEFAULT_CONCURRENCY, mapWithConcurrency } from '../../modules/media/boundedPool';
import type { MediaFile } from '../../modules/media/mediaRepository';
import { svgToWebp } from '../../modules/media/webp';
import type { Artwork } from './art/artPool';
import { svgDocument } from './art/drawing';

/**
 * Renders drawings to WebP, one per core at a time. Each key is rendered once however many
 * products share it; the caller leaves out keys `media` already holds.
 */
export async function renderArtworks(
  artworks: readonly Artwork[],
  concurrency = DEFAULT_CONCURRENCY,
): Promise<MediaFile[]> {
  return mapWithConcurrency(artworks, concurrency, async (artwork) => ({
    key: artwork.key,
    contentType: 'image/webp',
    bytes: await svgToWebp(svgDocument(artwork.drawing, artwork.width, artwork.height)),
    width: artwork.width,
    height: artwork.height,
  }));
}
