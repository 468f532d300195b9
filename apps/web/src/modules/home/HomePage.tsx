import { HOME_CATEGORY } from '@tijara/domain';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '../../app/usePageTitle';
import { CatalogueNotReady } from '../catalogue/CatalogueNotReady';
import * as styles from '../catalogue/CataloguePage.css';

const sectionTitles = defineMessages({
  hot: { id: 'home.section.hot' },
  selected: { id: 'home.section.selected' },
  video: { id: 'home.section.video' },
  local: { id: 'home.section.local' },
});

/** Spec sections 2 and 4: the home page's product sections, by their category ids, in order. */
const SECTIONS = (['hot', 'selected', 'video', 'local'] as const).map((name) => ({
  name,
  categoryId: HOME_CATEGORY[name],
  title: sectionTitles[name],
}));

/**
 * The home page (spec section 2): banners, the hot, selected, video and local sections, and the
 * sourcing quote form. The sections are laid out; their products, the banners and the quote form
 * come with the catalogue and inquiry calls, and until then each section says it has nothing yet.
 */
export function HomePage() {
  const intl = useIntl();
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
      {SECTIONS.map((section) => (
        <section
          key={section.name}
          className={styles.section}
          aria-labelledby={`home-section-${section.categoryId}`}
          data-category-id={section.categoryId}
        >
          <h2 id={`home-section-${section.categoryId}`} className={styles.sectionTitle}>
            {intl.formatMessage(section.title)}
          </h2>
          <CatalogueNotReady headingLevel={3} />
        </section>
      ))}
      <section className={styles.section} aria-labelledby="home-quote">
        <h2 id="home-quote" className={styles.sectionTitle}>
          <FormattedMessage id="home.quote.title" />
        </h2>
        <p className={styles.lead}>
          <FormattedMessage id="home.quote.notReady" />
        </p>
      </section>
    </div>
  );
}
