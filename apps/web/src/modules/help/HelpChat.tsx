import { Drawer, FloatingHelpButton, Link, useUI } from '@tijara/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { chatLanguageOf, CONTACT_DETAILS, emailLink, whatsAppLink } from './contactDetails';
import { readHelpButtonPlace, storeHelpButtonPlace } from './helpButtonPlace';
import * as styles from './HelpChat.css';

/**
 * The floating help button and the panel it opens (spec section 1: "Floating help button:
 * draggable, opens a live-chat widget and clears the unread count"). The project has no chat
 * service, so the panel is not a live chat: it offers the support desk's WhatsApp and email, from
 * `CONTACT_DETAILS`, with a first message in the panel's language (Chinese as zh-CN). No unread
 * count exists without a chat service, so the button shows none.
 *
 * The button starts docked in the header's slot for it (it covers nothing there, at any width,
 * and stays in reach as the header does); once the buyer drags it, it floats where they put it,
 * on this page and the next ones. This part loads after the page (see `Deferred`), so reading the
 * stored place at its first render cannot differ from a server's markup.
 */
export function HelpChat() {
  const intl = useIntl();
  const { locale } = useUI();
  const [isOpen, setOpen] = useState(false);
  const [place, setPlace] = useState(readHelpButtonPlace);
  const { whatsAppNumber, supportEmail } = CONTACT_DETAILS;
  const greeting = intl.formatMessage({ id: 'help.chat.greeting' });
  return (
    <>
      <FloatingHelpButton
        docked
        position={place}
        onPositionChange={(next) => {
          setPlace(next);
          storeHelpButtonPlace(next);
        }}
        onOpen={() => setOpen(true)}
      />
      <Drawer title={intl.formatMessage({ id: 'help.chat.title' })} isOpen={isOpen} onOpenChange={setOpen}>
        <div lang={chatLanguageOf(locale)} className={styles.panel}>
          {whatsAppNumber || supportEmail ? (
            <>
              <p className={styles.intro}>
                <FormattedMessage id="help.chat.intro" />
              </p>
              <ul className={styles.channels}>
                {whatsAppNumber ? (
                  <li>
                    <Link variant="standalone" target="_blank" href={whatsAppLink(whatsAppNumber, greeting)}>
                      <FormattedMessage id="help.chat.whatsApp" />
                    </Link>
                  </li>
                ) : null}
                {supportEmail ? (
                  <li>
                    <Link variant="standalone" href={emailLink(supportEmail, greeting)}>
                      <FormattedMessage id="help.chat.email" values={{ address: supportEmail }} />
                    </Link>
                  </li>
                ) : null}
              </ul>
            </>
          ) : (
            <p className={styles.intro}>
              <FormattedMessage id="help.chat.noChannels" />
            </p>
          )}
        </div>
      </Drawer>
    </>
  );
}
