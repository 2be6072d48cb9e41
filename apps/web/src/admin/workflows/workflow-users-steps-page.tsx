import { personName, WorkflowStepUsersInputSchema, type WorkflowTeam } from '@boutique/domain';
import { Controller } from 'react-hook-form';
import { joinMessages } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Announcer, useAnnouncer } from '../kit/announcer.tsx';
import { messagesOf, placeServerErrors, useSchemaForm } from '../kit/schema-form.ts';
import { Table } from '../kit/table.tsx';
import adminStyles from '../admin.module.css';
import { useTeamUpdate, useWorkflowId, WorkflowFrame } from './workflow-frame.tsx';
import { saveStepUsers } from './workflows-api.ts';
import styles from './workflows.module.css';

type StepUsers = { etapes: { etape_id: number; user_ids: number[] }[] };
type Member = WorkflowTeam['users'][number];

/** /:lang/ad/workflows/:id/users-steps: who works on which step, one checkbox per person and step. */
export function WorkflowUsersStepsPage() {
  const id = useWorkflowId();
  return (
    <WorkflowFrame id={id} title="admin.workflows.affectations_titre">
      {(team) => <StepUsersGrid key={JSON.stringify(team.etapes)} id={id} team={team} />}
    </WorkflowFrame>
  );
}

/** The grid staff × step, checked on the API's `WorkflowStepUsersInputSchema`, saved whole. */
function StepUsersGrid({ id, team }: { id: number; team: WorkflowTeam }) {
  const { t } = useTranslation();
  const update = useTeamUpdate(id);
  const form = useSchemaForm<StepUsers>(WorkflowStepUsersInputSchema, {
    etapes: team.etapes.map((step) => ({ etape_id: step.id, user_ids: step.user_ids })),
  });
  const { announcement, say, fail } = useAnnouncer();
  const submit = form.handleSubmit(async (input) => {
    try {
      update(await saveStepUsers(id, input.etapes));
      say(t('admin.workflows.enregistre'));
    } catch (error) {
      placeServerErrors(form, error, ['etapes']);
      fail(error);
    }
  });
  if (team.users.length === 0 || team.etapes.length === 0) {
    return (
      <p className={adminStyles.muted}>
        {t(team.users.length === 0 ? 'admin.workflows.equipe_vide' : 'admin.workflows.etapes_vide')}
      </p>
    );
  }
  return (
    <form className={adminStyles.panel} onSubmit={(event) => void submit(event)} noValidate>
      <Controller
        control={form.control}
        name="etapes"
        render={({ field, fieldState }) => {
          const errors = messagesOf(fieldState.error);
          const isOn = (stepId: number, userId: number) =>
            field.value.some((step) => step.etape_id === stepId && step.user_ids.includes(userId));
          // Each step keeps its staff in the team's order, whatever order the boxes were ticked in.
          const toggle = (stepId: number, userId: number, on: boolean) => {
            form.clearErrors('etapes');
            field.onChange(
              field.value.map((step) =>
                step.etape_id === stepId
                  ? {
                      etape_id: stepId,
                      user_ids: team.users
                        .map((user) => user.id)
                        .filter((kept) => (kept === userId ? on : step.user_ids.includes(kept))),
                    }
                  : step,
              ),
            );
          };
          return (
            <>
              <Table<Member>
                caption={t('admin.workflows.grille_legende')}
                captionMode="shown"
                rows={team.users}
                rowKey={(user) => user.id}
                columns={[
                  {
                    key: 'membre',
                    header: t('admin.workflows.membre'),
                    isRowHeader: true,
                    cell: (user) => personName(user),
                  },
                  ...team.etapes.map((step) => ({
                    key: step.id,
                    header: step.label,
                    className: styles.checkCell,
                    cell: (user: Member) => (
                      <input
                        type="checkbox"
                        aria-label={t('admin.workflows.case', { membre: personName(user), etape: step.label })}
                        checked={isOn(step.id, user.id)}
                        onChange={(event) => toggle(step.id, user.id, event.target.checked)}
                      />
                    ),
                  })),
                ]}
              />
              {errors && (
                <p role="alert" className={adminStyles.formError}>
                  {joinMessages(errors)}
                </p>
              )}
            </>
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
