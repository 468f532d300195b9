import { PRODUCT_THUMBNAIL_PX } from '@tijara/domain';
import { VideoPlayer } from '@tijara/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './ProductDetailPage.css';

/** The large product picture the server renders (`<base>/800.webp`, spec section 3's images). */
export const PRODUCT_PICTURE_PX = 800;

/**
 * How wide the main picture shows, for the browser's choice between the 300 and 800 px files:
 * the whole column on a phone, about half the page from the tablet breakpoint, at most 560 px.
 */
export const PRODUCT_PICTURE_SIZES = '(min-width: 1200px) 560px, (min-width: 768px) 50vw, 100vw';

/** Both sizes of one picture, for `srcset`. */
export function pictureSrcSet(thumbnailUrl: string | undefined, imageUrl: string): string {
  return thumbnailUrl
    ? `${thumbnailUrl} ${PRODUCT_THUMBNAIL_PX}w, ${imageUrl} ${PRODUCT_PICTURE_PX}w`
    : `${imageUrl} ${PRODUCT_PICTURE_PX}w`;
}

export interface ProductGalleryProps {
  name: string;
  /** The 800 px pictures. */
  images: readonly string[];
  /** The 300 px pictures, in the same order. */
  thumbnailUrls: readonly string[];
  videoUrl: string | undefined;
}

/**
 * The product's pictures: the chosen one large (the page's largest paint, so it is fetched first
 * and at the size the screen needs), the others as buttons below it, and the product's video.
 */
export function ProductGallery({ name, images, thumbnailUrls, videoUrl }: ProductGalleryProps) {
  const intl = useIntl();
  const [chosen, setChosen] = useState(0);
  const main = images[chosen] ?? images[0];
  return (
    <div className={styles.gallery}>
      <div className={styles.mainPicture}>
        {main ? (
          <img
            className={styles.mainImage}
            src={main}
            srcSet={pictureSrcSet(thumbnailUrls[chosen], main)}
            sizes={PRODUCT_PICTURE_SIZES}
            width={PRODUCT_PICTURE_PX}
            height={PRODUCT_PICTURE_PX}
            alt={intl.formatMessage(
              { id: 'product.gallery.picture' },
              { name, index: chosen + 1, count: images.length },
            )}
            fetchPriority="high"
            decoding="async"
          />
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbnails} aria-label={intl.formatMessage({ id: 'product.gallery.label' })}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className={styles.thumbnailButton}
                aria-pressed={index === chosen}
                aria-label={intl.formatMessage(
                  { id: 'product.gallery.show' },
                  { index: index + 1, count: images.length },
                )}
                onClick={() => setChosen(index)}
              >
                <img
                  className={styles.thumbnailImage}
                  src={thumbnailUrls[index] ?? image}
                  width={PRODUCT_THUMBNAIL_PX}
                  height={PRODUCT_THUMBNAIL_PX}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {videoUrl ? (
        <VideoPlayer
          className={styles.video}
          src={videoUrl}
          poster={thumbnailUrls[0]}
          label={intl.formatMessage({ id: 'product.video' }, { name })}
          width={PRODUCT_THUMBNAIL_PX}
          height={PRODUCT_THUMBNAIL_PX}
        />
      ) : null}
    </div>
  );
}
