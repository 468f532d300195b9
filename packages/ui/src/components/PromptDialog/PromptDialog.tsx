import { useId, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { commonMessages } from '../../i18n';
import { useMessages } from '../../provider';
import { Button } from '../Button';
import { Dialog, type DialogProps } from '../Dialog';
import { TextField } from '../TextField';
import { form as formStyle } from './PromptDialog.css';

export interface PromptDialogProps extends Pick<
  DialogProps,
  'title' | 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable'
> {
  /** The text field's label (its accessible name). */
  label: string;
  /** A hint under the field. */
  description?: string;
  /** What the field holds when the dialog opens. @default '' */
  defaultValue?: string;
  /** An example shown while the field is empty; the label still says what to type. */
  placeholder?: string;
  /**
   * Checks the text on submit: returns the message to show under the field (in the buyer's
   * language), or null when the text is acceptable. The typed text is kept either way.
   */
  validate?: (value: string) => string | null;
  /**
   * Runs with the accepted text. If it returns a promise, the confirm button shows loading until it
   * settles; the dialog closes when it resolves and stays open (text kept) when it rejects.
   */
  onSubmit: (value: string) => void | Promise<unknown>;
  /** The confirm button's text. @default the built-in "Confirm" */
  confirmLabel?: string;
  /** The cancel button's text. @default the built-in "Cancel" */
  cancelLabel?: string;
}

interface PromptFormProps extends Pick<
  PromptDialogProps,
  'label' | 'description' | 'defaultValue' | 'placeholder' | 'validate' | 'onSubmit'
> {
  id: string;
  close: () => void;
  isSubmitting: boolean;
  setSubmitting: (isSubmitting: boolean) => void;
}

/** The field and its state; it mounts with the dialog, so every opening starts afresh. */
function PromptForm({
  id,
  close,
  label,
  description,
  defaultValue = '',
  placeholder,
  validate,
  onSubmit,
  isSubmitting,
  setSubmitting,
}: PromptFormProps) {
  const [value, setValue] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const message = validate?.(value) ?? null;
    setError(message);
    if (message !== null) return;
    const result = onSubmit(value);
    // A synchronous action closes at once: no spinner flashes for it.
    if (!(result instanceof Promise)) {
      close();
      return;
    }
    setSubmitting(true);
    try {
      await result;
      close();
    } catch {
      // The caller reports the failure; the buyer keeps the text and can try again.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form id={id} validationBehavior="aria" onSubmit={(event) => void submit(event)} className={formStyle}>
      <TextField
        autoFocus
        label={label}
        description={description}
        placeholder={placeholder}
        value={value}
        onChange={(next) => {
          setValue(next);
          // The message described the text as it was; once it changes, it is checked again on submit.
          setError(null);
        }}
        isInvalid={error !== null}
        errorMessage={error}
        isReadOnly={isSubmitting}
      />
    </Form>
  );
}

/**
 * Asks the buyer for one line of text (spec section 2, "prompt dialog"): a title, a labelled
 * field, cancel and confirm. Enter in the field submits. Put it in a `DialogTrigger` or control
 * it with `isOpen`.
 */
export function PromptDialog({
  title,
  label,
  description,
  defaultValue,
  placeholder,
  validate,
  onSubmit,
  confirmLabel,
  cancelLabel,
  ...dialogProps
}: PromptDialogProps) {
  const t = useMessages(commonMessages);
  const formId = useId();
  const [isSubmitting, setSubmitting] = useState(false);
  return (
    <Dialog
      {...dialogProps}
      title={title}
      isBusy={isSubmitting}
      footer={({ close }) => (
        <>
          <Button variant="secondary" isDisabled={isSubmitting} onPress={close}>
            {cancelLabel ?? t('cancel')}
          </Button>
          {/* Outside the form in the tree, inside it through `form`: Enter in the field submits. */}
          <Button type="submit" form={formId} isLoading={isSubmitting}>
            {confirmLabel ?? t('confirm')}
          </Button>
        </>
      )}
    >
      {({ close }) => (
        <PromptForm
          id={formId}
          close={close}
          label={label}
          description={description}
          defaultValue={defaultValue}
          placeholder={placeholder}
          validate={validate}
          onSubmit={onSubmit}
          isSubmitting={isSubmitting}
          setSubmitting={setSubmitting}
        />
      )}
    </Dialog>
  );
}
