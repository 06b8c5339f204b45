import { useTranslation } from 'react-i18next';
import { Field } from '@/ui/field/Field';

interface NewPasswordFieldsProps {
  /** The first field's label: "Password" on register, "New password" on recover. */
  label: string;
  password: string;
  onPassword: (value: string) => void;
  repassword: string;
  onRepassword: (value: string) => void;
}

/** A new password and its repetition, as register and recover access ask for them. */
export function NewPasswordFields({ label, password, onPassword, repassword, onRepassword }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Field label={label} value={password} onValue={onPassword} type="password" autoComplete="new-password" />
      <Field
        label={t('repassword')}
        value={repassword}
        onValue={onRepassword}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
