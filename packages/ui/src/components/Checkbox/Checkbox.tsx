import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  composeRenderProps,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { CheckIcon, MinusIcon } from '../../icons';
import { FieldHelp, FieldLabel, type FieldTextProps } from '../Field';
import * as styles from './Checkbox.css';

/** react-aria's checkbox props: `children` is the text next to the box, which names it. */
export type CheckboxProps = AriaCheckboxProps;

/**
 * A checkbox with its label; `isIndeterminate` shows a dash (for example "select all" when only
 * some cart lines are chosen). The native input stays in the page, visually hidden, so forms and
 * screen readers see a real checkbox.
 */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className={composeRenderProps(className, (layout) =>
        [styles.checkbox, layout].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (label, { isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? (
              <MinusIcon className={styles.mark} />
            ) : isSelected ? (
              <CheckIcon className={styles.mark} />
            ) : null}
          </span>
          {label}
        </>
      ))}
    </AriaCheckbox>
  );
}

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children'>, FieldTextProps {
  /** The `Checkbox`es of the group, each with a `value`. */
  children: ReactNode;
}

/** A labelled set of checkboxes sharing one value (the list of checked `value`s). */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  className,
  isRequired,
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...props}
      isRequired={isRequired}
      className={composeRenderProps(className, (layout) => [styles.group, layout].filter(Boolean).join(' '))}
    >
      <FieldLabel label={label} isRequired={isRequired} />
      <div className={styles.groupItems}>{children}</div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaCheckboxGroup>
  );
}
