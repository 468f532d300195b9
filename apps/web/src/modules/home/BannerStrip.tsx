import { useBanners } from '@tijara/api';
import { Skeleton } from '@tijara/ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import * as styles from './HomePage.css';

/** The banner pictures as the server draws them (1200 x 400). */
export const BANNER_WIDTH_PX = 1200;
export const BANNER_HEIGHT_PX = 400;

/** A banner's link: a page of this site is followed in the app; anything else is not a link. */
function sitePath(link: string): string | null {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : null;
}

/**
 * The home page's banners (`/hello/banner/listBanner`) as a strip the buyer scrolls or swipes
 * through, one banner at a time on a phone. Nothing moves by itself, so there is nothing to pause
 * (WCAG 2.2.2). Each banner's headline (its title, in the buyer's language) and, when it leads
 * somewhere, a "shop now" call to action are text laid over the picture's calm start side (the
 * picture is mirrored in right-to-left pages, so its products stay at the end); the link is named
 * by that text and reachable with Tab. The first banner is the page's largest picture: it is
 * fetched first, the others only when scrolled to.
 */
export function BannerStrip() {
  const intl = useIntl();
  const { banners, isLoading } = useBanners();
  if (!isLoading && (!banners || banners.length === 0)) return null;
  return (
    <section aria-label={intl.formatMessage({ id: 'home.banners' })} className={styles.banners}>
      {banners ? (
        <ul className={styles.bannerList}>
          {banners.map((banner, index) => {
            const path = sitePath(banner.link);
            const content = (
              <>
                <img
                  className={styles.bannerImage}
                  src={banner.imageUrl}
                  width={BANNER_WIDTH_PX}
                  height={BANNER_HEIGHT_PX}
                  alt=""
                  {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
                  decoding="async"
                />
                <span className={styles.bannerText}>
                  <span className={styles.bannerHeadline}>{banner.title}</span>
                  {path ? (
                    <span className={styles.bannerCta}>{intl.formatMessage({ id: 'home.banner.cta' })}</span>
                  ) : null}
                </span>
              </>
            );
            return (
              <li key={banner.id} className={styles.banner}>
                {path ? (
                  <Link to={path} className={styles.bannerLink}>
                    {content}
                  </Link>
                ) : (
                  <div className={styles.bannerLink}>{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <Skeleton aspectRatio="3" className={styles.bannerPlaceholder} />
      )}
    </section>
  );
}
