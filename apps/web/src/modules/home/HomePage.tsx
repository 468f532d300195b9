import { HOME_CATEGORY } from '@tijara/domain';
import { FormattedMessage } from 'react-intl';
import { usePageTitle } from '../../app/usePageTitle';
import * as styles from '../catalogue/CataloguePage.css';
import { homeSectionTitles } from '../catalogue/homeSections';
import { QuoteSection } from '../inquiry/QuoteSection';
import { BannerStrip } from './BannerStrip';
import { HomeSection } from './HomeSection';

/** Spec sections 2 and 4: the home page's product sections, by their category ids, in order. */
const SECTIONS = (['hot', 'selected', 'video', 'local'] as const).map((name) => ({
  name,
  categoryId: HOME_CATEGORY[name],
  title: homeSectionTitles[name],
}));

/**
 * The home page (spec section 2): what the store does, the banners, the hot, selected, video and
 * local sections, and the sourcing quote form.
 */
export function HomePage() {
  usePageTitle(null);
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <h1 className={styles.title}>
          <FormattedMessage id="home.title" />
        </h1>
        <p className={styles.lead}>
          <FormattedMessage id="home.lead" />
        </p>
      </section>
      <BannerStrip />
      {SECTIONS.map((section, index) => (
        <HomeSection
          key={section.name}
          categoryId={section.categoryId}
          title={section.title}
          eager={index === 0}
        />
      ))}
      <QuoteSection />
    </div>
  );
}
