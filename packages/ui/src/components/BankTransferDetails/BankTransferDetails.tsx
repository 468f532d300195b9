import type { BankAccount } from '@tijara/domain';
import { useState, type ReactNode } from 'react';
import { useMessages } from '../../provider';
import { Button } from '../Button';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import * as styles from './BankTransferDetails.css';
import { bankTransferDetailsMessages } from './BankTransferDetails.messages';

/** The fields of a bank account the buyer copies into their bank's app, in the order shown. */
export const BANK_ACCOUNT_FIELDS = ['bankName', 'branchName', 'accountName', 'swiftCode'] as const;
export type BankAccountField = (typeof BANK_ACCOUNT_FIELDS)[number];

export interface BankTransferDetailsProps {
  /** The provider's bank accounts, as the server sends them (spec section 3). */
  accounts: readonly BankAccount[];
  /** The accounts are on their way: placeholders in their shape. @default false */
  isLoading?: boolean;
  /** The section's title; the built-in "Transfer the amount to one of these accounts" by default. */
  title?: ReactNode;
  /** The level of the title's heading, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /**
   * Writes a value to the clipboard; `navigator.clipboard.writeText` by default. A rejected
   * promise shows "Could not copy" and leaves the value selectable.
   */
  copyText?: (text: string) => Promise<void>;
  /** Layout only (margin, grid placement). */
  className?: string;
}

type CopyStatus = { account: number; field: BankAccountField; ok: boolean } | null;

function clipboardWrite(text: string): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.clipboard) {
    return Promise.reject(new Error('no clipboard'));
  }
  return navigator.clipboard.writeText(text);
}

/**
 * The bank accounts a buyer transfers a stage's amount to (spec sections 1 and 3): bank, branch,
 * account name and SWIFT code, each with a copy button named for what it copies ("Copy SWIFT
 * code"); the result ("SWIFT code copied", or that copying failed) is announced. Values are
 * isolated (a Latin account name inside Arabic keeps its order) and select whole on a tap.
 * With no account it says so and asks for another method.
 */
export function BankTransferDetails({
  accounts,
  isLoading = false,
  title,
  headingLevel = 2,
  copyText = clipboardWrite,
  className,
}: BankTransferDetailsProps) {
  const t = useMessages(bankTransferDetailsMessages);
  const [status, setStatus] = useState<CopyStatus>(null);
  const Heading = `h${headingLevel}` as const;
  const AccountHeading = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';

  function copy(account: number, field: BankAccountField, text: string) {
    copyText(text).then(
      () => setStatus({ account, field, ok: true }),
      () => setStatus({ account, field, ok: false }),
    );
  }

  const placeholder = (
    <div className={styles.account}>
      <Skeleton shape="text" lines={4} />
    </div>
  );

  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')}>
      <Heading className={styles.title}>{title ?? t('title')}</Heading>
      <SkeletonGroup isLoading={isLoading} placeholder={placeholder}>
        {accounts.length === 0 ? (
          <p className={styles.empty}>{t('empty')}</p>
        ) : (
          <ul className={styles.accounts}>
            {accounts.map((account, index) => (
              <li key={`${account.swiftCode}-${index}`} className={styles.account}>
                {accounts.length > 1 ? (
                  <AccountHeading className={styles.accountTitle}>
                    {t('account', { number: index + 1 })}
                  </AccountHeading>
                ) : null}
                <dl className={styles.fields}>
                  {BANK_ACCOUNT_FIELDS.map((field) => (
                    <div key={field} className={styles.field} data-field={field}>
                      <dt className={styles.term}>{t(field)}</dt>
                      <dd className={styles.valueRow}>
                        <bdi
                          dir={field === 'swiftCode' ? 'ltr' : undefined}
                          className={[styles.value, field === 'swiftCode' ? styles.code : undefined]
                            .filter(Boolean)
                            .join(' ')}
                        >
                          {account[field]}
                        </bdi>
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={t('copyField', { field: t(field) })}
                          onPress={() => copy(index, field, account[field])}
                        >
                          {t('copy')}
                        </Button>
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </SkeletonGroup>
      <p role="status" className={styles.status} data-failed={status && !status.ok ? '' : undefined}>
        {status === null ? null : status.ok ? t('copied', { field: t(status.field) }) : t('copyFailed')}
      </p>
    </section>
  );
}
