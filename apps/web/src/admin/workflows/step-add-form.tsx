import { workflowsEtapesResource } from '@boutique/domain';
import { useWatch } from 'react-hook-form';
import { FormField, inputClassName } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { errorText } from '../kit/form-fields.tsx';
import { placeServerErrors, useSchemaForm } from '../kit/schema-form.ts';
import adminStyles from '../admin.module.css';

/** What `POST /api/workflows-etapes` takes: the new step at the end of its workflow. */
export interface NewStep {
  workflow_id: number;
  label: string;
  ordre: number;
}

/**
 * "Nouvelle étape": a label checked on the steps' own resource schema, added after the last step.
 * The page adds it and announces the outcome; a refusal of the label lands under the field.
 */
export function StepAddForm(props: {
  workflowId: number;
  nextOrder: number;
  isBusy: boolean;
  onAdd: (step: NewStep) => Promise<void>;
  onFail: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm<{ label: string }, NewStep>(
    workflowsEtapesResource.input,
    { label: '' },
    { toInput: ({ label }) => ({ workflow_id: props.workflowId, label, ordre: props.nextOrder }) },
  );
  const label = useWatch({ control: form.control, name: 'label' });
  const submit = form.handleSubmit(async (step) => {
    try {
      await props.onAdd(step);
      form.reset({ label: '' });
    } catch (error) {
      placeServerErrors(form, error, ['label']);
      props.onFail(error);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} className={adminStyles.linkForm} noValidate>
      <FormField label={t('admin.workflows.nouvelle_etape')} errors={errorText(form.formState.errors.label, t)}>
        {(control) => (
          <input
            {...control}
            className={inputClassName(adminStyles.input)}
            maxLength={200}
            autoComplete="off"
            {...form.register('label')}
          />
        )}
      </FormField>{' '}
      <button type="submit" className={adminStyles.buttonPrimary} disabled={props.isBusy || !label.trim()}>
        {t('admin.workflows.ajouter')}
      </button>
    </form>
  );
}
