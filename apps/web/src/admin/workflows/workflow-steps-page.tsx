import type { WorkflowTeam } from '@boutique/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Announcer, useAnnouncer } from '../kit/announcer.tsx';
import adminStyles from '../admin.module.css';
import { StepAddForm, type NewStep } from './step-add-form.tsx';
import { useTeamUpdate, useWorkflowId, WorkflowFrame } from './workflow-frame.tsx';
import { saveStepOrder, teamQueryOptions } from './workflows-api.ts';
import styles from './workflows.module.css';

/** /:lang/ad/workflows/:id/steps: the steps in order; add, move up or down, delete (confirmed). */
export function WorkflowStepsPage() {
  const id = useWorkflowId();
  return (
    <WorkflowFrame id={id} title="admin.workflows.etapes_titre">
      {(team) => <StepsEditor id={id} team={team} />}
    </WorkflowFrame>
  );
}

function StepsEditor({ id, team }: { id: number; team: WorkflowTeam }) {
  const { t } = useTranslation();
  const update = useTeamUpdate(id);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { announcement, say, fail, clear } = useAnnouncer();
  const [deleting, setDeleting] = useState<{ id: number; label: string } | null>(null);
  const steps = team.etapes;

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    clear();
    try {
      say(await work());
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const refetch = async () => {
    const next = await queryClient.fetchQuery({ ...teamQueryOptions(id), staleTime: 0 });
    update(next);
  };
  const move = (index: number, offset: -1 | 1) =>
    run(async () => {
      const ids = steps.map((step) => step.id);
      const [moved] = ids.splice(index, 1);
      ids.splice(index + offset, 0, moved!);
      update(await saveStepOrder(id, ids));
      return t('admin.workflows.etape_deplacee', { etape: steps[index]!.label, rang: String(index + offset + 1) });
    });
  // The form places a refusal of the label under its field, then the failure is announced here.
  const add = async (step: NewStep) => {
    setBusy(true);
    clear();
    try {
      await apiRequest('/workflows-etapes', { method: 'POST', body: step });
      await refetch();
      say(t('admin.workflows.etape_ajoutee', { etape: step.label }));
    } finally {
      setBusy(false);
    }
  };
  const remove = (step: { id: number; label: string }) =>
    run(async () => {
      setDeleting(null);
      await apiRequest(`/workflows-etapes/${step.id}`, { method: 'DELETE' });
      await refetch();
      return t('admin.workflows.etape_supprimee', { etape: step.label });
    });

  return (
    <section className={adminStyles.panel} aria-labelledby="etapes-titre">
      <h2 id="etapes-titre" className={adminStyles.panelTitle}>
        {t('admin.workflows.onglet_etapes')}
      </h2>
      {steps.length === 0 ? (
        <p className={adminStyles.muted}>{t('admin.workflows.etapes_vide')}</p>
      ) : (
        <ol className={styles.steps} aria-labelledby="etapes-titre">
          {steps.map((step, index) => (
            <li key={step.id} className={styles.step}>
              <span className={styles.stepLabel}>{step.label}</span>
              <button
                type="button"
                className={adminStyles.buttonSmall}
                disabled={busy || index === 0}
                onClick={() => void move(index, -1)}
                aria-label={t('admin.workflows.monter', { etape: step.label })}
              >
                ↑
              </button>
              <button
                type="button"
                className={adminStyles.buttonSmall}
                disabled={busy || index === steps.length - 1}
                onClick={() => void move(index, 1)}
                aria-label={t('admin.workflows.descendre', { etape: step.label })}
              >
                ↓
              </button>
              <button
                type="button"
                className={`${adminStyles.buttonSmall} ${adminStyles.buttonDanger}`}
                disabled={busy}
                onClick={() => setDeleting(step)}
                aria-label={t('admin.workflows.supprimer_etape', { etape: step.label })}
              >
                {t('admin.workflows.supprimer')}
              </button>
            </li>
          ))}
        </ol>
      )}
      <StepAddForm workflowId={id} nextOrder={(steps.at(-1)?.ordre ?? 0) + 1} isBusy={busy} onAdd={add} onFail={fail} />
      <Announcer announcement={announcement} />
      {deleting && (
        <ConfirmDialog
          title={t('admin.workflows.supprimer_titre')}
          message={t('admin.workflows.supprimer_question', { etape: deleting.label })}
          confirmLabel={t('admin.workflows.supprimer')}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
