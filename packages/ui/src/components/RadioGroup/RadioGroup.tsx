import type { ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  composeRenderProps,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../Field';
import * as styles from './RadioGroup.css';

/** The allowed orientations, for stories and callers that list them. */
export const RADIO_GROUP_ORIENTATIONS = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof RADIO_GROUP_ORIENTATIONS)[number];

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, FieldTextProps {
  /** The `Radio`s of the group. */
  children: ReactNode;
  /** A column, or a row in the reading direction. @default 'vertical' */
  orientation?: RadioGroupOrientation;
}

/**
 * A labelled set of radios, one of which is chosen. Tab enters the group at the chosen radio;
 * the arrow keys move the choice, and in right-to-left Left moves to the next radio, as it is
 * the one shown to the left (react-aria follows the locale's direction).
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  className,
  isRequired,
  children,
  orientation = 'vertical',
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      isRequired={isRequired}
      className={composeRenderProps(className, (layout) => [styles.group, layout].filter(Boolean).join(' '))}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <div className={styles.items}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}

/** react-aria's radio props: `value` identifies it, `children` is the text that names it. */
export type RadioProps = AriaRadioProps;

/** One choice of a `RadioGroup`: a drawn circle and its label. */
export function Radio({ className, children, ...props }: RadioProps) {
  return (
    <AriaRadio
      {...props}
      className={composeRenderProps(className, (layout) => [styles.radio, layout].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (label) => (
        <>
          <span className={styles.circle} aria-hidden="true" />
          {label}
        </>
      ))}
    </AriaRadio>
  );
}
