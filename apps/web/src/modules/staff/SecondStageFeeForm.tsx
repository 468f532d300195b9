import { useSetSecondStageFee, type SecondStageFeeRequestLines } from '@tijara/api';
import {
  FREE_STORAGE_DAYS,
  SECOND_STAGE_FEE_LINES,
  parseUsdAmountText,
  type SecondStageFeeLine,
} from '@tijara/domain';
import { TextField } from '@tijara/ui';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../app/notify';
import { formatFailureMessage } from '../../i18n/domainMessages';
import * as own from './SecondStage.css';
import * as styles from './StaffConsole.css';
import { FormEnd } from './StaffOrderParts';

type Texts = Record<SecondStageFeeLine, string>;
type Problems = Partial<Record<SecondStageFeeLine, string>>;

const EMPTY: Texts = Object.fromEntries(SECOND_STAGE_FEE_LINES.map((line) => [line, ''])) as Texts;

/**
 * The fee lines in US dollars as staff type them (the domain's `parseUsdAmountText`), sent as
 * cents. A line left empty is 0, but the second-stage fee itself: the life cycle needs it. The
 * server's answer, a refusal included (409, 422), is shown beside the button.
 */
export function SecondStageFeeForm({ orderNo }: { orderNo: string }) {
  const intl = useIntl();
  const { setFee, isSetting } = useSetSecondStageFee();
  const [texts, setTexts] = useState<Texts>(EMPTY);
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problems = {};
    const lines: Partial<SecondStageFeeRequestLines> = {};
    for (const line of SECOND_STAGE_FEE_LINES) {
      const text = texts[line].trim();
      if (text === '') {
        if (line === 'secondStageFee')
          found[line] = intl.formatMessage({ id: 'staff.secondStage.feeRequired' });
        else lines[line] = 0;
        continue;
      }
      const cents = parseUsdAmountText(text);
      if (cents === null) found[line] = intl.formatMessage({ id: 'staff.secondStage.amountInvalid' });
      else lines[line] = cents;
    }
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    const result = await setFee(orderNo, lines as SecondStageFeeRequestLines);
    if (result.success) notify(intl.formatMessage({ id: 'staff.secondStage.done' }, { orderNo }), 'success');
    else setRefusal(formatFailureMessage(intl, result.message));
  }

  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className={styles.panelTitle}>
        <FormattedMessage id="staff.secondStage.formTitle" />
      </h2>
      <p className={styles.lead}>
        <FormattedMessage id="staff.secondStage.formHint" />
      </p>
      <div className={own.feeGrid}>
        {SECOND_STAGE_FEE_LINES.map((line) => (
          <TextField
            key={line}
            label={intl.formatMessage({ id: 'staff.secondStage.line' }, { line })}
            value={texts[line]}
            onChange={(next) => setTexts((current) => ({ ...current, [line]: next }))}
            inputMode="decimal"
            autoComplete="off"
            isRequired={line === 'secondStageFee'}
            isInvalid={problems[line] !== undefined}
            errorMessage={problems[line]}
            description={
              line === 'warehouseStoragePerDay'
                ? intl.formatMessage({ id: 'staff.secondStage.perDayHint' }, { freeDays: FREE_STORAGE_DAYS })
                : undefined
            }
          />
        ))}
      </div>
      <FormEnd refusal={refusal} isBusy={isSetting}>
        <FormattedMessage id="staff.secondStage.submit" />
      </FormEnd>
    </form>
  );
}
