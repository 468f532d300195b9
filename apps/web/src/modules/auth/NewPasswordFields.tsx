import { LOGIN_PASSWORD_MAX_LENGTH, LOGIN_PASSWORD_MIN_LENGTH } from '@tijara/domain';
import { PasswordField } from '@tijara/ui';
import { useIntl } from 'react-intl';

const passwordLimits = { min: LOGIN_PASSWORD_MIN_LENGTH, max: LOGIN_PASSWORD_MAX_LENGTH };

type NewPasswordField = 'password' | 'confirmPassword';

export interface NewPasswordFieldsProps {
  /** The first field's label: "password" when registering, "new password" when resetting. */
  passwordLabel: string;
  values: Record<NewPasswordField, string>;
  errors: Partial<Record<NewPasswordField, string>>;
  onChange: (field: NewPasswordField, value: string) => void;
}

/** A new password and its confirmation, with the spec's length hint (registration, reset). */
export function NewPasswordFields({ passwordLabel, values, errors, onChange }: NewPasswordFieldsProps) {
  const intl = useIntl();
  return (
    <>
      <PasswordField
        name="password"
        label={passwordLabel}
        description={intl.formatMessage({ id: 'register.passwordHint' }, passwordLimits)}
        autoComplete="new-password"
        isRequired
        validationBehavior="aria"
        value={values.password}
        onChange={(value) => onChange('password', value)}
        isInvalid={errors.password !== undefined}
        errorMessage={errors.password}
      />
      <PasswordField
        name="confirmPassword"
        label={intl.formatMessage({ id: 'register.confirmPassword' })}
        autoComplete="new-password"
        isRequired
        validationBehavior="aria"
        value={values.confirmPassword}
        onChange={(value) => onChange('confirmPassword', value)}
        isInvalid={errors.confirmPassword !== undefined}
        errorMessage={errors.confirmPassword}
      />
    </>
  );
}
