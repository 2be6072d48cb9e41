import { useId, type ChangeEvent, type ComponentProps } from 'react';
import {
  FormField,
  TextField,
  type FieldControlled,
  type FieldFrameProps,
} from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { PhoneField } from '../../../components/ui/phone-input.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { PasswordHints } from './password-hints.tsx';
import styles from './account-form.module.css';

/** What `useAccountForm` gives for binding the text fields named `Name`. */
interface BoundFields<Name extends string> {
  bindText: (name: Name) => {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    onFocus: () => void;
  };
  errorsOf: (name: Name) => string[] | undefined;
}

/**
 * First and last name, side by side, both required. `extraProps` adds handlers to an input (the
 * sign-up page's guessed names); its onFocus replaces the binding's.
 */
export function NameFields({
  form,
  extraProps,
}: {
  form: BoundFields<'prenom' | 'nom'>;
  extraProps?: (name: 'prenom' | 'nom') => Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange'>;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      <TextField
        label={t('compte.champs.prenom')}
        required
        errors={form.errorsOf('prenom')}
        {...form.bindText('prenom')}
        {...extraProps?.('prenom')}
        autoComplete="given-name"
        maxLength={80}
      />
      <TextField
        label={t('compte.champs.nom')}
        required
        errors={form.errorsOf('nom')}
        {...form.bindText('nom')}
        {...extraProps?.('nom')}
        autoComplete="family-name"
        maxLength={80}
      />
    </div>
  );
}

/** What a phone field needs of the form: its value, and setting it. */
interface PhoneBound {
  values: { tel: string };
  setValue: (name: 'tel', value: string) => void;
  clearError: (name: 'tel') => void;
  errorsOf: (name: 'tel') => string[] | undefined;
}

/**
 * The phone number, optional, with its country selector: stored in E.164. The form
 * hears whether the typed number is valid, to refuse an invalid one before sending (see
 * useTelCheckedSchema).
 */
export function TelField({
  form,
  onValidityChange,
}: {
  form: PhoneBound;
  onValidityChange: (isValid: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <PhoneField
      label={t('compte.champs.tel')}
      errors={form.errorsOf('tel')}
      name="tel"
      value={form.values.tel}
      autoComplete="tel"
      invalidMessage={t('formulaire.telephone_invalide')}
      onChange={(value, status) => {
        onValidityChange(status.isValid);
        form.setValue('tel', value);
      }}
      onFocus={() => form.clearError('tel')}
    />
  );
}

type NewPasswordFieldProps = Omit<
  FieldControlled<ComponentProps<typeof PasswordInput>>,
  'value' | 'autoComplete' | 'toggleLabel'
> & {
  label: string;
  errors: string[] | undefined;
  value: string;
};

/** A new password, required, with its rules ticked as it is typed. */
export function NewPasswordField({ label, errors, value, ...input }: NewPasswordFieldProps) {
  const { t } = useTranslation();
  const hintsId = useId();
  return (
    <FormField label={label} required errors={errors}>
      {(control) => (
        <>
          <PasswordInput
            {...control}
            {...input}
            value={value}
            aria-describedby={[control['aria-describedby'], hintsId].filter(Boolean).join(' ')}
            autoComplete="new-password"
            toggleLabel={t('compte.afficher_mot_de_passe')}
          />
          <PasswordHints id={hintsId} password={value} />
        </>
      )}
    </FormField>
  );
}

type CurrentPasswordFieldProps = FieldFrameProps &
  Omit<FieldControlled<ComponentProps<typeof PasswordInput>>, 'autoComplete' | 'toggleLabel'>;

/** The password the account has now, asked again before a sign-in or a sensitive change. */
export function CurrentPasswordField({ label, required, errors, hint, ...input }: CurrentPasswordFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField label={label} required={required} errors={errors} hint={hint}>
      {(control) => (
        <PasswordInput
          {...control}
          {...input}
          autoComplete="current-password"
          toggleLabel={t('compte.afficher_mot_de_passe')}
        />
      )}
    </FormField>
  );
}
