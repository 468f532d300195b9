import { PAYMENT_PASSWORD_LENGTH } from '@tijara/domain';
import { Link, Tab, TabList, TabPanel, Tabs } from '@tijara/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../app/notify';
import { individualCenterAddress, resetPasswordAddress } from '../../app/routeTable';
import { usePageTitle } from '../../app/usePageTitle';
import { AccountCentre } from './AccountCentre';
import * as styles from './AccountCentre.css';
import { PaymentPasswordForm } from './PaymentPasswordForm';

type Mode = 'set' | 'change';

/**
 * The payment password of card payments (spec sections 1, 5 and 9): set the first one, or change
 * it with the login password, which is how the server lets a signed-in buyer reset it. A buyer who
 * forgot the login password sets a new one by the email code (`/reset-password`) first. The
 * account's answer does not say whether a payment password is set, so both ways are offered; the
 * server refuses a second "set" with its own message.
 */
export function PaymentPasswordPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'account.paymentPassword.title' }));
  const [mode, setMode] = useState<Mode>('set');

  return (
    <AccountCentre>
      <section className={styles.card}>
        <h1 className={styles.title}>
          <FormattedMessage id="account.paymentPassword.title" />
        </h1>
        <p className={styles.note}>
          <FormattedMessage id="account.paymentPassword.lead" values={{ length: PAYMENT_PASSWORD_LENGTH }} />
        </p>
        <Tabs selectedKey={mode} onSelectionChange={(key) => setMode(key === 'change' ? 'change' : 'set')}>
          <TabList aria-label={intl.formatMessage({ id: 'account.paymentPassword.title' })}>
            <Tab id="set">
              <FormattedMessage id="account.paymentPassword.setTab" />
            </Tab>
            <Tab id="change">
              <FormattedMessage id="account.paymentPassword.changeTab" />
            </Tab>
          </TabList>
          <TabPanel id="set">
            <PaymentPasswordForm
              mode="set"
              onDone={() => {
                notify(intl.formatMessage({ id: 'account.paymentPassword.setDone' }), 'success');
                setMode('change');
              }}
            />
          </TabPanel>
          <TabPanel id="change">
            <PaymentPasswordForm
              mode="change"
              onDone={() =>
                notify(intl.formatMessage({ id: 'account.paymentPassword.changeDone' }), 'success')
              }
            />
            <p className={styles.note}>
              <Link href={resetPasswordAddress({ redirect: individualCenterAddress('paymentPassword') })}>
                <FormattedMessage id="account.paymentPassword.forgotLogin" />
              </Link>
            </p>
          </TabPanel>
        </Tabs>
      </section>
    </AccountCentre>
  );
}
