import { contrastRatio, statutsResource, textColourOn, type OrderStatus, type StatusRow } from '@boutique/domain';
import { useController } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../lib/locale-context.tsx';
import { DetailPage } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import type { CustomFieldContext } from '../kit/types.ts';
import { StatusBadge } from './status-badge.tsx';
import adminStyles from '../admin.module.css';
import styles from './workflows.module.css';
import * as common from '../kit/common-specs.ts';

const HEX = /^#[0-9a-f]{6}$/iu;

/** /:lang/ad/statuts: the statuses of an order's life, as the back office shows them. */
export function StatutsList() {
  return (
    <ListPage
      descriptor={statutsResource}
      title="admin.workflows.menu_statuts"
      canCreate={false}
      canDelete={false}
      columns={[
        {
          field: 'label',
          label: 'admin.champs.label',
          render: (row) => {
            const status = row as unknown as StatusRow;
            return <StatusBadge code={status.code as OrderStatus} statuses={new Map([[status.code, status]])} />;
          },
          csv: (row) => row.label,
        },
        { field: 'code', label: 'admin.workflows.code' },
        { field: 'couleur', label: 'admin.workflows.couleur' },
        { field: 'mail_client', label: 'admin.workflows.mail_client' },
        common.orderColumn,
      ]}
      filters={[common.searchFilter, { name: 'mail_client', label: 'admin.workflows.mail_client', kind: 'boolean' }]}
    />
  );
}

/** The colour as a picker and as text, with a preview of the badge and its contrast on white. */
function ColourField({ control, errors }: CustomFieldContext) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'couleur' });
  const decimal = new Intl.NumberFormat(useLocaleTag(), { maximumFractionDigits: 1 });
  const value = typeof field.value === 'string' ? field.value : '';
  const valid = HEX.test(value);
  return (
    <FormField label={t('admin.workflows.couleur')} errors={errors} hint={t('admin.workflows.couleur_aide')} required>
      {(props) => (
        <div className={styles.colourField}>
          <input
            {...props}
            name={field.name}
            ref={field.ref}
            className={adminStyles.input}
            value={value}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.value)}
            maxLength={7}
            spellCheck={false}
          />
          <input
            type="color"
            aria-label={t('admin.workflows.couleur_choisir')}
            value={valid ? value.toLowerCase() : '#000000'}
            onChange={(event) => field.onChange(event.target.value)}
          />
          {valid && (
            <span
              className={styles.badge}
              style={{ backgroundColor: value, color: textColourOn(value), borderColor: value }}
            >
              {t('admin.workflows.contraste', { ratio: decimal.format(contrastRatio(value, '#ffffff')) })}
            </span>
          )}
        </div>
      )}
    </FormField>
  );
}

/** /:lang/ad/statuts/:code: label per language, colour, whether the customer is mailed. */
export function StatutDetail() {
  return (
    <DetailPage
      descriptor={statutsResource}
      newTitle="admin.workflows.menu_statuts"
      recordTitle={(row) => String(row.label)}
      canDelete={false}
      fields={[
        common.labelField,
        {
          name: 'couleur',
          label: 'admin.workflows.couleur',
          kind: 'custom',
          render: (context) => <ColourField {...context} />,
        },
        {
          name: 'mail_client',
          label: 'admin.workflows.mail_client',
          kind: 'boolean',
          hint: 'admin.workflows.mail_client_aide',
        },
        common.orderField,
      ]}
    />
  );
}
