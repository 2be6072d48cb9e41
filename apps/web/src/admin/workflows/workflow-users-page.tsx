import { personName, WorkflowUsersInputSchema, type WorkflowTeam } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { joinMessages } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Announcer, useAnnouncer } from '../kit/announcer.tsx';
import { QueryError } from '../kit/query-error.tsx';
import { messagesOf, placeServerErrors, useSchemaForm } from '../kit/schema-form.ts';
import adminStyles from '../admin.module.css';
import { useTeamUpdate, useWorkflowId, WorkflowFrame } from './workflow-frame.tsx';
import { adminsQueryOptions, saveWorkflowUsers } from './workflows-api.ts';
import styles from './workflows.module.css';

type WorkflowUsers = { user_ids: number[] };

/** /:lang/ad/workflows/:id/users: the staff on the workflow, chosen among the admins. */
export function WorkflowUsersPage() {
  const id = useWorkflowId();
  return (
    <WorkflowFrame id={id} title="admin.workflows.equipe_titre">
      {(team) => <UsersEditor key={team.users.map((user) => user.id).join(',')} id={id} team={team} />}
    </WorkflowFrame>
  );
}

/** The admins as checkboxes, checked on the API's `WorkflowUsersInputSchema`, saved whole. */
function UsersEditor({ id, team }: { id: number; team: WorkflowTeam }) {
  const { t } = useTranslation();
  const update = useTeamUpdate(id);
  const admins = useQuery(adminsQueryOptions());
  const form = useSchemaForm<WorkflowUsers>(WorkflowUsersInputSchema, { user_ids: team.users.map((user) => user.id) });
  const { announcement, say, fail } = useAnnouncer();
  const errorId = useId();
  const submit = form.handleSubmit(async (input) => {
    try {
      update(await saveWorkflowUsers(id, input.user_ids));
      say(t('admin.workflows.enregistre'));
    } catch (error) {
      placeServerErrors(form, error, ['user_ids']);
      fail(error);
    }
  });
  if (admins.isPending) return <p className={adminStyles.muted}>{t('admin.workflows.chargement')}</p>;
  if (admins.isError) return <QueryError error={admins.error} />;
  return (
    <form className={adminStyles.panel} onSubmit={(event) => void submit(event)} noValidate>
      <Controller
        control={form.control}
        name="user_ids"
        render={({ field, fieldState }) => {
          const errors = messagesOf(fieldState.error);
          const toggle = (userId: number, on: boolean) => {
            form.clearErrors('user_ids');
            field.onChange(on ? [...field.value, userId] : field.value.filter((kept) => kept !== userId));
          };
          return (
            <fieldset className={styles.checks} aria-describedby={errors ? errorId : undefined}>
              <legend className={adminStyles.panelTitle}>{t('admin.workflows.equipe_legende')}</legend>
              {admins.data.length === 0 && <p className={adminStyles.muted}>{t('admin.workflows.admins_vide')}</p>}
              {admins.data.map((admin) => (
                <label key={admin.id}>
                  <input
                    type="checkbox"
                    checked={field.value.includes(admin.id)}
                    onChange={(event) => toggle(admin.id, event.target.checked)}
                  />{' '}
                  {personName(admin)} <span className={adminStyles.muted}>{admin.mail}</span>
                </label>
              ))}
              {errors && (
                <p id={errorId} className={adminStyles.formError}>
                  {joinMessages(errors)}
                </p>
              )}
            </fieldset>
          );
        }}
      />
      <button type="submit" className={adminStyles.buttonPrimary} disabled={form.formState.isSubmitting}>
        {t('admin.workflows.enregistrer')}
      </button>
      <Announcer announcement={announcement} />
    </form>
  );
}
