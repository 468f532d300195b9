import type { OrderMutations } from '@tijara/api';
import { ORDER_REMARK_MAX_LENGTH, orderRemarkSchema } from '@tijara/domain';
import { Button, TextArea } from '@tijara/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../app/notify';
import { formatDomainKey } from '../../i18n/domainMessages';
import * as styles from './OrderDetailsPage.css';

export interface OrderRemarkProps {
  remark: string;
  saveRemark: OrderMutations['saveRemark'];
}

/**
 * The buyer's remark to the purchaser: shown as written, and edited in place (`addOrderRemark`).
 * A remark past the domain's limit is refused beside the field, keeping what was typed; so is a
 * refusal of the server (its toast says why).
 */
export function OrderRemark({ remark, saveRemark }: OrderRemarkProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(text: string) {
    const checked = orderRemarkSchema.safeParse(text);
    if (!checked.success) {
      setProblem(formatDomainKey(intl, checked.error.issues[0]?.message ?? ''));
      return;
    }
    setSaving(true);
    try {
      const result = await saveRemark(checked.data);
      if (!result.success) return;
      setDraft(null);
      notify(intl.formatMessage({ id: 'orders.remark.saved' }), 'success');
    } finally {
      setSaving(false);
    }
  }

  if (draft === null) {
    return (
      <div className={styles.remark}>
        <p className={remark === '' ? styles.muted : styles.remarkText}>
          {remark === '' ? <FormattedMessage id="orders.remark.none" /> : remark}
        </p>
        <Button
          variant="secondary"
          size="sm"
          className={styles.screenOnly}
          onPress={() => {
            setProblem(null);
            setDraft(remark);
          }}
        >
          <FormattedMessage id="orders.remark.edit" />
        </Button>
      </div>
    );
  }

  return (
    <form
      className={styles.remarkForm}
      onSubmit={(event) => {
        event.preventDefault();
        void save(draft);
      }}
    >
      <TextArea
        label={intl.formatMessage({ id: 'orders.remark.label' })}
        value={draft}
        onChange={(text) => {
          setDraft(text);
          setProblem(null);
        }}
        maxLength={ORDER_REMARK_MAX_LENGTH}
        isInvalid={problem !== null}
        errorMessage={problem ?? undefined}
        // The limit is checked on saving, in the domain's words, not by the browser's own bubble.
        validationBehavior="aria"
        autoFocus
      />
      <div className={styles.buttons}>
        <Button type="submit" size="sm" isLoading={saving}>
          <FormattedMessage id="orders.remark.save" />
        </Button>
        <Button variant="secondary" size="sm" isDisabled={saving} onPress={() => setDraft(null)}>
          <FormattedMessage id="orders.remark.cancel" />
        </Button>
      </div>
    </form>
  );
}
