import { useTranslation } from 'react-i18next';
import { Field } from '@/ui/field/Field';

interface NewPasswordFieldsProps {
  /** The first field's label: "Password" on register, "New password" on recover. */
  label: string;
  password: string;
  onPassword: (value: string) => void;
  passwordError?: string | undefined;
  repassword: string;
  onRepassword: (value: string) => void;
  repasswordError?: string | undefined;
}

/** A new password and its repetition, as the contact-code flow asks for them. */
export function NewPasswordFields({
  label,
  password,
  onPassword,
  passwordError,
  repassword,
  onRepassword,
  repasswordError,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Field
        label={label}
        value={password}
        onValue={onPassword}
        type="password"
        autoComplete="new-password"
        error={passwordError}
      />
      <Field
        label={t('repassword')}
        value={repassword}
        onValue={onRepassword}
        type="password"
        autoComplete="new-password"
        error={repasswordError}
      />
    </>
  );
}
