import { configurationErrorsOf, configurationKeySpec, configurationsResource } from '@boutique/domain';
import { useState } from 'react';
import { useController, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { useParams } from 'wouter';
import { FormField } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { DetailPage } from '../kit/detail-page.tsx';
import { euros, toCents, type FormValues } from '../kit/form-fields.tsx';
import { ListPage } from '../kit/list-page.tsx';
import styles from '../admin.module.css';

/** /:lang/ad/configurations: the shop's settings as key/value pairs. */
export function ConfigurationsList() {
  return (
    <ListPage
      descriptor={configurationsResource}
      title="admin.menu.configurations"
      columns={[
        { field: 'cle', label: 'admin.champs.cle' },
        { field: 'valeur', label: 'admin.champs.valeur' },
      ]}
      filters={[{ name: 'q', label: 'admin.champs.recherche', kind: 'search' }]}
    />
  );
}

/** /:lang/ad/configurations/:cle: the value's input follows the key's type (packages/domain). */
export function ConfigurationDetail() {
  const { cle = '' } = useParams<{ cle: string }>();
  return (
    <DetailPage
      descriptor={configurationsResource}
      recordKey={cle}
      newTitle="admin.nouveau.configuration"
      recordTitle={(row) => String(row.cle)}
      check={(values) => configurationErrorsOf(String(values.cle ?? ''), String(values.valeur ?? ''))}
      fields={[
        { name: 'cle', label: 'admin.champs.cle', kind: 'text', required: true },
        {
          name: 'valeur',
          label: 'admin.champs.valeur',
          kind: 'custom',
          wide: true,
          render: ({ control, register, errors }) => (
            <TypedValue control={control} register={register} errors={errors} />
          ),
        },
      ]}
    />
  );
}

/** The value's input for the key being edited: euros for cents, % for basis points, and so on. */
function TypedValue(props: {
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  errors: string[] | undefined;
}) {
  const { t } = useTranslation();
  const cle = String(useWatch({ control: props.control, name: 'cle' }) ?? '');
  const typed = configurationKeySpec(cle);
  const kind = typed?.kind ?? 'free';
  const label = typed ? `${t('admin.champs.valeur')} — ${typed.label}` : t('admin.champs.valeur');
  const hint = t(`admin.configuration.type_${kind}`);
  if (kind === 'cents' || kind === 'bps') {
    return <ScaledValue key={kind} {...props} kind={kind} label={label} hint={hint} />;
  }
  return (
    <FormField label={label} errors={props.errors} hint={hint}>
      {(control) =>
        kind === 'json' || kind === 'free' ? (
          <textarea
            {...control}
            rows={kind === 'json' ? 6 : 4}
            className={styles.input}
            {...props.register('valeur')}
          />
        ) : (
          <input
            {...control}
            type={kind === 'email' ? 'email' : kind === 'integer' || kind === 'id' ? 'number' : 'text'}
            min={kind === 'integer' || kind === 'id' ? 0 : undefined}
            step={kind === 'integer' || kind === 'id' ? 1 : undefined}
            className={styles.input}
            {...props.register('valeur')}
          />
        )
      }
    </FormField>
  );
}

/** Cents edited as euros, basis points as a percentage; the stored text stays the integer. */
function ScaledValue(props: {
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  errors: string[] | undefined;
  kind: 'cents' | 'bps';
  label: string;
  hint: string;
}) {
  const { field } = useController({ control: props.control, name: 'valeur' });
  const [text, setText] = useState(() => {
    const stored = String(field.value ?? '');
    return /^\d+$/u.test(stored) ? euros(Number(stored)) : stored;
  });
  return (
    <FormField label={props.label} errors={props.errors} hint={props.hint}>
      {(control) => (
        <span>
          <input
            {...control}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            inputMode="decimal"
            className={`${styles.input} ${styles.amountInput}`}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              const scaled = toCents(event.target.value);
              // Text that is no amount is kept as typed, for the type check to refuse it.
              field.onChange(scaled === undefined ? '' : String(scaled));
            }}
          />{' '}
          {props.kind === 'cents' ? '€' : '%'}
        </span>
      )}
    </FormField>
  );
}
