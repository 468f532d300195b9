import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  composeRenderProps,
  ProgressBar,
  type ButtonProps as AriaButtonProps,
} from 'react-aria-components';
import { commonMessages } from '../../i18n';
import { useMessages } from '../../provider';
import { button, pendingLabel, spinner } from './Button.css';

/** The allowed variants and sizes, for stories, tests and callers that list them. */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost', 'danger'] as const;
export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const;

export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonProps extends Omit<AriaButtonProps, 'isPending'> {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /**
   * Shows a spinner and ignores presses while an action runs (for example a login in progress);
   * screen readers hear that it is busy. @default false
   */
  isLoading?: boolean;
}

/** The spinner a pending button shows; its name comes from the built-in strings. */
function Spinner() {
  const t = useMessages(commonMessages);
  return (
    <ProgressBar isIndeterminate aria-label={t('loading')}>
      <span className={spinner} />
    </ProgressBar>
  );
}

/** A button, built on react-aria's: press, keyboard and focus behave the same everywhere. */
export function Button({
  variant = 'primary',
  size = 'md',
  isLoading = false,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isPending={isLoading}
      className={composeRenderProps(className, (layout) =>
        [button({ variant, size }), layout].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) =>
        isPending ? (
          <>
            <Spinner />
            <span className={pendingLabel}>{content}</span>
          </>
        ) : (
          content
        ),
      )}
    </AriaButton>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label'> {
  /** What the button does, for screen readers and the tooltip; required since there is no text. */
  label: string;
  /** The icon, decorative: it is hidden from screen readers. */
  icon: ReactNode;
}

/** A square button showing only an icon; `label` names it. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  isLoading = false,
  className,
  ...props
}: IconButtonProps) {
  return (
    <AriaButton
      {...props}
      aria-label={label}
      isPending={isLoading}
      className={composeRenderProps(className, (layout) =>
        [button({ variant, size, shape: 'icon' }), layout].filter(Boolean).join(' '),
      )}
    >
      {({ isPending }) => (isPending ? <Spinner /> : <span aria-hidden="true">{icon}</span>)}
    </AriaButton>
  );
}
