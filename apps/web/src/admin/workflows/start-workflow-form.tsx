import { OrderStepMoveInputSchema } from '@boutique/domain';
import { FormField, inputClassName } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { errorText } from '../kit/form-fields.tsx';
import { placeServerErrors, useSchemaForm } from '../kit/schema-form.ts';
import adminStyles from '../admin.module.css';

/** What the form holds: the workflow chosen, as the select gives it ('' for none yet). */
interface StartValues {
  workflow_id: string;
}
interface StartInput {
  workflow_id?: number;
}

/** The chosen id as a number; no choice is kept as text, which the shared schema refuses as missing. */
const toInput = ({ workflow_id }: StartValues) => ({ workflow_id: workflow_id === '' ? '' : Number(workflow_id) });

/**
 * For an order in no workflow: the choice of an active workflow to start at its first step,
 * checked on the very schema the API applies (`OrderStepMoveInputSchema`). A refusal the server
 * words for the field lands under it; the panel announces the rest.
 */
export function StartWorkflowForm(props: {
  workflows: readonly { id: number; label: string }[];
  isBusy: boolean;
  onStart: (workflowId: number) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm<StartValues, StartInput>(OrderStepMoveInputSchema, { workflow_id: '' }, { toInput });
  const submit = form.handleSubmit(async ({ workflow_id }) => {
    try {
      await props.onStart(workflow_id!);
    } catch (error) {
      placeServerErrors(form, error, ['workflow_id']);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p className={adminStyles.muted}>{t('admin.workflows.aucun')}</p>
      <FormField label={t('admin.workflows.choisir')} errors={errorText(form.formState.errors.workflow_id, t)}>
        {(control) => (
          <select {...control} className={inputClassName(adminStyles.input)} {...form.register('workflow_id')}>
            <option value="">—</option>
            {props.workflows.map((workflow) => (
              <option key={workflow.id} value={workflow.id}>
                {workflow.label}
              </option>
            ))}
          </select>
        )}
      </FormField>{' '}
      <button type="submit" className={adminStyles.buttonSmall} disabled={props.isBusy}>
        {t('admin.workflows.demarrer')}
      </button>
    </form>
  );
}
