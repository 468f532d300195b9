import { useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  composeRenderProps,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import { useMessages } from '../../provider';
import { Button } from '../Button';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../Field';
import { Tag } from '../Tag';
import * as styles from './SavedCard.css';
import { savedCardMessages } from './SavedCard.messages';

/** The card brands the store takes, as the card gateway names them. */
export const SAVED_CARD_BRANDS = ['VISA', 'MASTERCARD'] as const;
export type SavedCardBrand = (typeof SAVED_CARD_BRANDS)[number];

/** The brands as printed on the cards, the same in every language. */
export const SAVED_CARD_BRAND_NAMES: Readonly<Record<SavedCardBrand, string>> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
};

/** The short text mark drawn for each brand (no brand's logo is copied). */
const BRAND_MARKS: Readonly<Record<SavedCardBrand, string>> = { VISA: 'VISA', MASTERCARD: 'MC' };

/** What the buyer sees of a saved card: never more of the number than its last four digits. */
export interface SavedCardData {
  brand: SavedCardBrand;
  /** The number's last four digits. */
  last4: string;
  /** `MM/YY`, as printed on the card (Latin digits, shown as they are). */
  validThru: string;
  /** Past its valid-thru month: marked, and it cannot be chosen to pay. */
  expired?: boolean | undefined;
}

/** A sentinel a formatted message carries where the date goes, to put an element there. */
const SLOT = '\u0000';

interface CardFaceProps extends SavedCardData {
  nameId?: string | undefined;
  detailsId?: string | undefined;
}

/** The brand's mark, its name with the masked number, and the valid-thru line with the expired chip. */
function CardFace({ brand, last4, validThru, expired, nameId, detailsId }: CardFaceProps) {
  const t = useMessages(savedCardMessages);
  const [before = '', after = ''] = t('validThru', { date: SLOT }).split(SLOT);
  return (
    <span className={styles.face}>
      <span className={styles.mark} aria-hidden="true">
        {BRAND_MARKS[brand]}
      </span>
      <span className={styles.text}>
        <span id={nameId} className={styles.name}>
          {SAVED_CARD_BRAND_NAMES[brand]}{' '}
          <span dir="ltr" className={styles.digits}>
            •••• {last4}
          </span>
        </span>
        <span id={detailsId} className={styles.line}>
          <span>
            {before}
            <span dir="ltr" className={styles.digits}>
              {validThru}
            </span>
            {after}
          </span>
          {/* A space, so that the description reads "… 05/24 Expired" (the flex gap draws it). */}
          {expired ? ' ' : null}
          {expired ? <Tag tone="danger">{t('expired')}</Tag> : null}
        </span>
      </span>
    </span>
  );
}

export interface SavedCardProps
  extends SavedCardData, Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'style'> {
  /** Given, a Delete button named after the card ("Delete Visa ending in 1019") calls it. */
  onDelete?: () => void;
  /** Other actions, after Delete. */
  actions?: ReactNode;
}

/**
 * One saved payment card (the user centre's cards page): the brand as a text mark and its name,
 * the masked number (•••• and the last four digits) and the valid-thru month reading left to right
 * inside right-to-left text, an "Expired" chip once it is past that month, and optional actions.
 */
export function SavedCard({
  brand,
  last4,
  validThru,
  expired,
  onDelete,
  actions,
  className,
  ...props
}: SavedCardProps) {
  const t = useMessages(savedCardMessages);
  return (
    <div
      {...props}
      className={[styles.card, className].filter(Boolean).join(' ')}
      data-brand={brand}
      data-expired={expired ? true : undefined}
    >
      <CardFace brand={brand} last4={last4} validThru={validThru} expired={expired} />
      {onDelete || actions ? (
        <span className={styles.actions}>
          {onDelete ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('deleteNamed', { brand: SAVED_CARD_BRAND_NAMES[brand], last4 })}
              onPress={onDelete}
            >
              {t('delete')}
            </Button>
          ) : null}
          {actions}
        </span>
      ) : null}
    </div>
  );
}

/** A card offered to pay with, identified by `id`. */
export interface SavedCardOption extends SavedCardData {
  id: string;
}

export interface SavedCardPickerProps
  extends
    Omit<AriaRadioGroupProps, 'children' | 'value' | 'defaultValue' | 'onChange' | 'orientation'>,
    Omit<FieldTextProps, 'label'> {
  /** The buyer's saved cards, in order; an expired one is shown but cannot be chosen. */
  cards: readonly SavedCardOption[];
  /** The group's name; the built-in "Saved card" by default. */
  label?: ReactNode;
  /** The chosen card's id (controlled); `null` for none. */
  value?: string | null;
  /** The card chosen at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the id of the card the buyer chooses. */
  onChange?: (id: string) => void;
}

/**
 * The saved cards to pay with as one radio group (`/trade_flow`): each card is a radio named by
 * its brand and masked number and described by its valid-thru line; an expired card is disabled,
 * its "Expired" chip in that description. Arrow keys move the choice in the reading direction and
 * skip expired cards.
 */
export function SavedCardPicker({
  cards,
  label,
  description,
  errorMessage,
  isRequired,
  value,
  defaultValue,
  onChange,
  className,
  ...props
}: SavedCardPickerProps) {
  const t = useMessages(savedCardMessages);
  const idPrefix = useId();
  const [uncontrolled, setUncontrolled] = useState<string | null>(defaultValue ?? null);
  const chosen = value === undefined ? uncontrolled : value;

  return (
    <AriaRadioGroup
      {...props}
      value={chosen}
      onChange={(next) => {
        // An expired card is never chosen, even if a stale click or a script reaches its input.
        if (!cards.some((card) => card.id === next && !card.expired)) return;
        if (value === undefined) setUncontrolled(next);
        onChange?.(next);
      }}
      isRequired={isRequired}
      className={composeRenderProps(className, (layout) => [styles.group, layout].filter(Boolean).join(' '))}
    >
      <FieldLabel label={label ?? t('label')} isRequired={isRequired} />
      <div className={styles.items}>
        {cards.map((card, index) => {
          const id = `${idPrefix}-${index}`;
          return (
            <AriaRadio
              key={card.id}
              value={card.id}
              isDisabled={card.expired === true}
              aria-labelledby={`${id}-name`}
              aria-describedby={`${id}-details`}
              className={styles.option}
              data-brand={card.brand}
            >
              <span className={styles.circle} aria-hidden="true" />
              <CardFace {...card} nameId={`${id}-name`} detailsId={`${id}-details`} />
            </AriaRadio>
          );
        })}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
