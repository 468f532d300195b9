import { Link, PageContainer, useUI } from '@tijara/ui';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { addressIn, CONTACT_DETAILS, emailLink } from '../help/contactDetails';
import * as styles from './Footer.css';

const officeMessages = {
  baghdad: defineMessages({
    name: { id: 'footer.office.baghdad' },
    place: { id: 'footer.office.baghdad.place' },
  }),
  china: defineMessages({
    name: { id: 'footer.office.china' },
    place: { id: 'footer.office.china.place' },
  }),
};

/**
 * Spec section 1: "Footer: an office in Baghdad, an office in China and a support address". The
 * details come from `CONTACT_DETAILS` (help/contactDetails.ts); what is not set there is not shown.
 */
export function Footer() {
  const intl = useIntl();
  const { locale } = useUI();
  const { offices, supportEmail } = CONTACT_DETAILS;
  return (
    <footer className={styles.footer}>
      <PageContainer gutter={false} className={styles.columns}>
        {offices.map((office) => {
          const address = addressIn(office.address, locale);
          return (
            <section key={office.id} className={styles.column}>
              <h2 className={styles.heading}>{intl.formatMessage(officeMessages[office.id].name)}</h2>
              <p className={styles.line}>{intl.formatMessage(officeMessages[office.id].place)}</p>
              {address ? <p className={styles.line}>{address}</p> : null}
              {office.phone ? (
                <p className={styles.line}>
                  <bdi dir="ltr">{office.phone}</bdi>
                </p>
              ) : null}
            </section>
          );
        })}
        <section className={styles.column}>
          <h2 className={styles.heading}>
            <FormattedMessage id="footer.support" />
          </h2>
          {supportEmail ? (
            <p className={styles.line}>
              <Link href={emailLink(supportEmail, intl.formatMessage({ id: 'help.chat.greeting' }))}>
                <bdi dir="ltr">{supportEmail}</bdi>
              </Link>
            </p>
          ) : (
            <p className={styles.line}>
              <FormattedMessage id="footer.support.notPublished" />
            </p>
          )}
        </section>
      </PageContainer>
      <PageContainer gutter={false}>
        <p className={styles.legal}>
          <FormattedMessage id="footer.legal" values={{ year: String(new Date().getFullYear()) }} />
        </p>
      </PageContainer>
    </footer>
  );
}
