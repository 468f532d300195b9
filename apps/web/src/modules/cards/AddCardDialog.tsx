import { paymentPasswordSchema, validate } from '@tijara/domain';
import { Button, Dialog, PaymentPasswordField, SAVED_CARD_BRAND_NAMES, Skeleton } from '@tijara/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../app/notify';
import { wordFieldErrors } from '../account/fieldErrors';
import { refusalText } from '../payment/StagePageStates';
import {
  DialogFooter,
  PasswordRefusal,
  PaymentPasswordEntry,
  usePasswordRefusal,
} from '../wallet/PasswordDialogParts';
import * as styles from './CardsPage.css';
import { loadPaymentSession, type FormSessionUpdate, type PaymentSessionApi } from './hostedFields';
import { useCardMutations } from './useCards';

/** The placeholders the gateway's frames take the place of (ids unique on the page). */
const FIELD_IDS = {
  number: 'card-hosted-number',
  expiryMonth: 'card-hosted-expiry-month',
  expiryYear: 'card-hosted-expiry-year',
  securityCode: 'card-hosted-cvv',
} as const;

type Stage = 'starting' | 'ready' | 'failed';
type PasswordField = 'paymentPassword' | 'paymentPasswordConfirmation';
const PASSWORD_FIELDS: readonly PasswordField[] = ['paymentPassword', 'paymentPasswordConfirmation'];

const messages = defineMessages({
  number: { id: 'cards.field.number' },
  expiryMonth: { id: 'cards.field.expiryMonth' },
  expiryYear: { id: 'cards.field.expiryYear' },
  cvv: { id: 'cards.field.cvv' },
  numberError: { id: 'cards.add.error.number' },
  expiryError: { id: 'cards.add.error.expiry' },
  cvvError: { id: 'cards.add.error.cvv' },
  gatewayFailed: { id: 'cards.add.gatewayFailed' },
});

type CardMessage = (typeof messages)[keyof typeof messages];

/** What to say of each hosted field the gateway refused, in the order the buyer meets them. */
const FIELD_ERRORS: Record<'cardNumber' | 'expiryMonth' | 'expiryYear' | 'securityCode', CardMessage> = {
  cardNumber: messages.numberError,
  expiryMonth: messages.expiryError,
  expiryYear: messages.expiryError,
  securityCode: messages.cvvError,
};

export interface AddCardDialogProps {
  onClose: () => void;
}

/**
 * Adding a card (spec sections 3, 5): the card number, valid-thru and CVV in the gateway's hosted
 * fields (frames from the gateway's origin: they never pass through this page's code or the
 * server), then the payment password typed twice. The server gets the gateway session's id and
 * saves the gateway's token with the brand, last four digits and valid-thru.
 */
export function AddCardDialog({ onClose }: AddCardDialogProps) {
  const intl = useIntl();
  const { startSession, addCard } = useCardMutations();
  const [stage, setStage] = useState<Stage>('starting');
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [paymentPassword, setPaymentPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Partial<Record<PasswordField | 'card' | 'form', string>>>({});
  const password = usePasswordRefusal();
  const session = useRef<{ id: string; api: PaymentSessionApi } | null>(null);
  /** The form's pending submission, waiting for the gateway's `formSessionUpdate`. */
  const waiting = useRef<((update: FormSessionUpdate) => void) | null>(null);

  useEffect(() => {
    let live = true;
    setStage('starting');
    void (async () => {
      const started = await startSession({}, { silent: true });
      if (!live) return;
      if (!started.success) {
        setErrors({ form: refusalText(intl, started) });
        setStage('failed');
        return;
      }
      try {
        const api = await loadPaymentSession(started.data.scriptUrl, started.data.gatewayOrigin);
        if (!live) return;
        session.current = { id: started.data.sessionId, api };
        api.configure({
          session: started.data.sessionId,
          fields: {
            card: {
              number: `#${FIELD_IDS.number}`,
              expiryMonth: `#${FIELD_IDS.expiryMonth}`,
              expiryYear: `#${FIELD_IDS.expiryYear}`,
              securityCode: `#${FIELD_IDS.securityCode}`,
            },
          },
          frameEmbeddingMitigation: ['javascript'],
          callbacks: {
            initialized: () => {
              if (live) setStage('ready');
            },
            formSessionUpdate: (update) => {
              const done = waiting.current;
              waiting.current = null;
              done?.(update);
            },
          },
        });
      } catch {
        if (!live) return;
        setErrors({ form: intl.formatMessage(messages.gatewayFailed) });
        setStage('failed');
      }
    })();
    return () => {
      live = false;
    };
    // A new session for each try ("Try again" bumps `attempt`).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  /** Asks the gateway to store what the buyer typed in its fields; resolves with its answer. */
  const updateSession = (api: PaymentSessionApi) =>
    new Promise<FormSessionUpdate>((resolve) => {
      waiting.current = resolve;
      api.updateSessionFromForm('card');
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const current = session.current;
    if (busy || stage !== 'ready' || !current) return;
    const parsed = validate(paymentPasswordSchema, {
      paymentPassword,
      paymentPasswordConfirmation: confirmation,
    });
    if (!parsed.ok) {
      setErrors(wordFieldErrors(intl, parsed.errors, PASSWORD_FIELDS));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const update = await updateSession(current.api);
      if (update.status !== 'ok') {
        const refused = Object.keys(update.errors ?? {}) as (keyof typeof FIELD_ERRORS)[];
        const first = refused.find((field) => field in FIELD_ERRORS);
        setErrors({ card: intl.formatMessage(first ? FIELD_ERRORS[first] : messages.gatewayFailed) });
        return;
      }
      const result = await addCard(
        { sessionId: current.id, paymentPassword, paymentPasswordConfirmation: confirmation },
        { silent: true },
      );
      if (result.success) {
        notify(
          intl.formatMessage(
            { id: 'cards.add.done' },
            { brand: SAVED_CARD_BRAND_NAMES[result.data.brand], last4: result.data.last4 },
          ),
          'success',
        );
        onClose();
        return;
      }
      setPaymentPassword('');
      setConfirmation('');
      const refusal = password.refused(result);
      if (refusal !== undefined) setErrors({ form: refusal });
    } finally {
      setBusy(false);
    }
  }

  const fieldLabel = (descriptor: CardMessage) => intl.formatMessage(descriptor);

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isBusy={busy}
      title={<FormattedMessage id="cards.add.title" />}
      footer={
        <DialogFooter cancel={<FormattedMessage id="cards.add.cancel" />} onCancel={onClose} isBusy={busy}>
          {stage === 'failed' ? (
            <Button onPress={() => setAttempt((count) => count + 1)}>
              <FormattedMessage id="cards.retry" />
            </Button>
          ) : (
            <Button type="submit" form="card-add" isLoading={busy} isDisabled={stage !== 'ready'}>
              <FormattedMessage id="cards.add.save" />
            </Button>
          )}
        </DialogFooter>
      }
    >
      <form id="card-add" noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
        <p className={styles.note}>
          <FormattedMessage id="cards.add.secureNote" />
        </p>
        {stage === 'starting' ? (
          <div aria-busy="true" className={styles.hostedLoading}>
            <Skeleton shape="text" lines={3} />
            <span className={styles.visuallyHidden}>
              <FormattedMessage id="cards.add.loading" />
            </span>
          </div>
        ) : null}
        {stage !== 'failed' ? (
          // The gateway's script puts its frames beside these placeholders and hides them.
          <div className={styles.hostedFields} hidden={stage === 'starting'}>
            <HostedField id={FIELD_IDS.number} label={fieldLabel(messages.number)} />
            <div className={styles.hostedRow}>
              <HostedField id={FIELD_IDS.expiryMonth} label={fieldLabel(messages.expiryMonth)} />
              <HostedField id={FIELD_IDS.expiryYear} label={fieldLabel(messages.expiryYear)} />
              <HostedField id={FIELD_IDS.securityCode} label={fieldLabel(messages.cvv)} />
            </div>
            {errors.card ? (
              <p role="alert" className={styles.formError}>
                {errors.card}
              </p>
            ) : null}
          </div>
        ) : null}
        {stage === 'ready' ? (
          <>
            <PaymentPasswordEntry
              value={paymentPassword}
              onChange={(value) => {
                setPaymentPassword(value);
                password.typed();
                setErrors((current) => ({ ...current, paymentPassword: undefined, form: undefined }));
              }}
              attemptsLeft={password.attemptsLeft}
              isLocked={password.locked}
              errorMessage={errors.paymentPassword}
            />
            <PaymentPasswordField
              name="paymentPasswordConfirmation"
              label={<FormattedMessage id="cards.add.confirmPassword" />}
              value={confirmation}
              onChange={(value) => {
                setConfirmation(value);
                setErrors((current) => ({
                  ...current,
                  paymentPasswordConfirmation: undefined,
                  form: undefined,
                }));
              }}
              isDisabled={password.locked}
              errorMessage={errors.paymentPasswordConfirmation}
            />
          </>
        ) : null}
        <PasswordRefusal message={errors.form} notSet={password.notSet} />
      </form>
    </Dialog>
  );
}

/** A placeholder the gateway's frame takes the place of, with its label. */
function HostedField({ id, label }: { id: string; label: string }) {
  return (
    <div className={styles.hostedField}>
      <label className={styles.hostedLabel} htmlFor={id}>
        {label}
      </label>
      <div className={styles.frameBox}>
        <input id={id} readOnly aria-label={label} className={styles.placeholder} />
      </div>
    </div>
  );
}
