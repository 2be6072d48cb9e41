import { suggestEmailDomain } from '@boutique/domain';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { FormField, inputClassName, type FieldControlled, type FieldFrameProps } from './form-field.tsx';
import styles from './form-field.module.css';

type EmailInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'value' | 'onChange'> & {
  value: string;
  /** Called with the typed text lower-cased: the shop stores addresses that way. */
  onValueChange: (value: string) => void;
};

/** An e-mail field that keeps its value lower-case as it is typed, with the phone keyboard for addresses. */
export function EmailInput({ value, onValueChange, className, ...rest }: EmailInputProps) {
  return (
    <input
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={254}
      {...rest}
      className={inputClassName(className)}
      value={value}
      onChange={(event) => onValueChange(event.target.value.toLowerCase())}
    />
  );
}

/** "Vouliez-vous dire claire@gmail.com ?": one click takes the suggested address. */
export function DomainSuggestion({ suggestion, onAccept }: { suggestion: string; onAccept: () => void }) {
  const { t } = useTranslation();
  // The sentence is translated whole, the address marked, so each language keeps its word order.
  const [before = '', after = ''] = t('formulaire.mail_suggestion', { mail: '\u0000' }).split('\u0000');
  return (
    <span className={styles.suggestion} aria-live="polite">
      {before}
      <button type="button" className={styles.suggestionButton} onClick={onAccept}>
        {suggestion}
      </button>
      {after}
    </span>
  );
}

/**
 * A labelled e-mail field: a FormField around an EmailInput, which proposes the completed or
 * corrected address of a common provider under the field ("gmial.com" → "gmail.com").
 */
export function EmailField({
  label,
  required,
  errors,
  hint,
  ...input
}: FieldFrameProps & FieldControlled<EmailInputProps>) {
  const suggestion = suggestEmailDomain(input.value);
  const help =
    suggestion === null ? (
      hint
    ) : (
      <>
        {hint}
        {hint && ' '}
        <DomainSuggestion suggestion={suggestion} onAccept={() => input.onValueChange(suggestion)} />
      </>
    );
  return (
    <FormField label={label} required={required} errors={errors} hint={help}>
      {(control) => <EmailInput {...control} {...input} />}
    </FormField>
  );
}
