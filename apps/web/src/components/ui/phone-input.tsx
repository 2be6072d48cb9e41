import { AsYouType, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocale } from '../../lib/locale-context.tsx';
import { flagEmoji, listPhoneCountries } from './phone-countries.ts';
import { FormField, type FieldControlled, type FieldFrameProps } from './form-field.tsx';
import styles from './phone-input.module.css';

/** The longest phone number the field takes, as typed with spaces and the country code. */
export const PHONE_MAX_LENGTH = 25;
/** The national significant number's bounds (the phone library's own rule). */
const NATIONAL_DIGITS_MIN = 2;
const NATIONAL_DIGITS_MAX = 17;

export interface PhoneReading {
  /** The number in E.164 ("+33612345678"), '' when nothing was typed. */
  e164: string;
  /** True for an empty field too: whether a number is required is the form's business. */
  isValid: boolean;
}

/** Reads typed text under a country: its E.164 form and whether it is a valid number. */
export function readPhone(text: string, country: CountryCode): PhoneReading {
  const digits = text.replace(/\D/gu, '');
  if (digits === '') return { e164: '', isValid: true };
  const parsed = parsePhoneNumberFromString(text, country);
  if (!parsed) {
    const e164 = text.trim().startsWith('+')
      ? `+${digits}`
      : `+${getCountryCallingCode(country)}${digits.replace(/^0+/u, '')}`;
    return { e164, isValid: false };
  }
  const length = parsed.nationalNumber.length;
  return {
    e164: parsed.number,
    isValid: parsed.isValid() && length >= NATIONAL_DIGITS_MIN && length <= NATIONAL_DIGITS_MAX,
  };
}

/** What the field shows for a stored E.164 value, and the country it belongs to. */
function fromValue(value: string, fallback: CountryCode): { text: string; country: CountryCode } {
  if (value === '') return { text: '', country: fallback };
  const parsed = parsePhoneNumberFromString(value);
  if (!parsed) return { text: value, country: fallback };
  return parsed.country
    ? { text: parsed.formatNational(), country: parsed.country }
    : { text: parsed.formatInternational(), country: fallback };
}

export interface PhoneInputStatus {
  isValid: boolean;
  /** The invalid message when the typed number is not valid, else null. */
  error: string | null;
}

export interface PhoneInputProps {
  id?: string;
  name?: string;
  /** The number in E.164, or ''. */
  value: string;
  /** Called with the number in E.164 (or '' when emptied) and whether it is valid. */
  onChange: (value: string, status: PhoneInputStatus) => void;
  /** The country selected while no number says otherwise (spec: FR). */
  defaultCountry?: CountryCode;
  /** 'auto' formats the number as it is typed, in the selected country's style. */
  formatMode?: 'auto' | 'none';
  maxLength?: number;
  /** Shown (by the form) and set as the control's validity message when the number is not valid. */
  invalidMessage?: string;
  /** The country selector's accessible name. */
  countryLabel?: string;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  'aria-invalid'?: boolean | undefined;
  'aria-describedby'?: string | undefined;
  onFocus?: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * A phone number field: a country selector (names in the page's language, flags,
 * calling codes) beside a tel input that formats as you type and emits E.164.
 */
export function PhoneInput({
  id,
  name,
  value,
  onChange,
  defaultCountry = 'FR',
  formatMode = 'auto',
  maxLength = PHONE_MAX_LENGTH,
  invalidMessage,
  countryLabel,
  required,
  disabled,
  autoComplete = 'tel',
  onFocus,
  onBlur,
  ...aria
}: PhoneInputProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const countries = useMemo(() => listPhoneCountries(locale), [locale]);
  const [initial] = useState(() => fromValue(value, defaultCountry));
  const [country, setCountry] = useState<CountryCode>(initial.country);
  const [text, setText] = useState(initial.text);
  // The last value this field emitted: a different incoming value was set from outside (a reset).
  const [emitted, setEmitted] = useState(value);
  if (value !== emitted) {
    const next = fromValue(value, country);
    setEmitted(value);
    setText(next.text);
    setCountry(next.country);
  }

  const message = invalidMessage ?? t('formulaire.telephone_invalide');
  const reading = useMemo(() => readPhone(text, country), [text, country]);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    inputRef.current?.setCustomValidity(reading.isValid ? '' : message);
  }, [reading.isValid, message]);

  const commit = (nextText: string, nextCountry: CountryCode) => {
    const next = readPhone(nextText, nextCountry);
    setText(nextText);
    setCountry(nextCountry);
    setEmitted(next.e164);
    onChange(next.e164, { isValid: next.isValid, error: next.isValid ? null : message });
  };

  const format = (raw: string, under: CountryCode): { text: string; country: CountryCode } => {
    if (formatMode !== 'auto' || raw.trim() === '') return { text: raw, country: under };
    const formatter = new AsYouType(under);
    const formatted = formatter.input(raw);
    // An international number names its own country once enough digits are in.
    const detected = raw.trim().startsWith('+') ? formatter.getCountry() : undefined;
    return { text: formatted.length <= maxLength ? formatted : raw, country: detected ?? under };
  };

  const onTextChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const raw = input.value.replace(/[^\d+\s().-]/gu, '').slice(0, maxLength);
    // Reformatting while deleting or editing mid-number would put back the removed space or
    // move the caret: the text is tidied on blur instead.
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType ?? '';
    const isAtEnd = input.selectionStart === null || input.selectionStart >= input.value.length;
    if (inputType.startsWith('delete') || !isAtEnd) {
      commit(raw, country);
      return;
    }
    const next = format(raw, country);
    commit(next.text, next.country);
  };

  const onCountryChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const nextCountry = event.target.value as CountryCode;
    // A number typed with its calling code keeps its digits under the new country's code.
    const national = text.trim().startsWith('+')
      ? (parsePhoneNumberFromString(text)?.nationalNumber ?? text.replace(/\D/gu, ''))
      : text;
    commit(format(national, nextCountry).text, nextCountry);
  };

  const onTextBlur = (event: FocusEvent<HTMLInputElement>) => {
    const next = format(text, country);
    if (next.text !== text || next.country !== country) commit(next.text, next.country);
    onBlur?.(event);
  };

  const dialCode = getCountryCallingCode(country);
  return (
    <div className={styles.phone} data-invalid={aria['aria-invalid'] === true} data-disabled={disabled === true}>
      <span className={styles.country}>
        <select
          className={styles.countrySelect}
          aria-label={countryLabel ?? t('formulaire.telephone_pays')}
          value={country}
          onChange={onCountryChange}
          onFocus={onFocus}
          disabled={disabled}
        >
          {countries.map((entry) => (
            <option key={entry.iso2} value={entry.iso2}>
              {`${flagEmoji(entry.iso2)} ${entry.name} (+${entry.dialCode})`}
            </option>
          ))}
        </select>
        <span className={styles.countryFace} aria-hidden="true">
          <span className={styles.flag}>{flagEmoji(country)}</span>
          <span>+{dialCode}</span>
        </span>
      </span>
      <input
        ref={inputRef}
        id={id}
        name={name}
        className={styles.number}
        type="tel"
        inputMode="tel"
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={text}
        required={required}
        disabled={disabled}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        onChange={onTextChange}
        onFocus={onFocus}
        onBlur={onTextBlur}
      />
    </div>
  );
}

/** A labelled phone field: a FormField around a PhoneInput. */
export function PhoneField({
  label,
  required,
  errors,
  hint,
  ...input
}: FieldFrameProps & FieldControlled<PhoneInputProps>) {
  return (
    <FormField label={label} required={required} errors={errors} hint={hint}>
      {(control) => <PhoneInput {...control} {...input} />}
    </FormField>
  );
}
