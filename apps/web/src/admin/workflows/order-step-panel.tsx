import { commandesResource } from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Announcer, useAnnouncer } from '../kit/announcer.tsx';
import { QueryError } from '../kit/query-error.tsx';
import { resourceQueryKey } from '../kit/resource-api.ts';
import { Panel } from '../kit/panel.tsx';
import { StartWorkflowForm } from './start-workflow-form.tsx';
import { moveOrderStep, orderStepQueryOptions, workflowsQueryOptions } from './workflows-api.ts';
import adminStyles from '../admin.module.css';

/**
 * The order page's workflow panel: the current step (n of N) and "Passer à l'étape suivante", or,
 * for an order in no workflow, the choice of one to start at its first step. Each move is audited
 * by the API and shows in the order's history.
 */
export function OrderStepPanel({ hash }: { hash: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const step = useQuery(orderStepQueryOptions(hash));
  const workflows = useQuery({ ...workflowsQueryOptions(), enabled: step.data === null });
  const [busy, setBusy] = useState(false);
  const { announcement, say, fail, clear } = useAnnouncer();

  /** Moves the order on (or starts the workflow named); a refusal is announced, then handed back to a form that asks. */
  const move = async (workflowId?: number) => {
    setBusy(true);
    clear();
    try {
      const next = await moveOrderStep(hash, workflowId);
      queryClient.setQueryData(orderStepQueryOptions(hash).queryKey, next);
      say(t('admin.workflows.commande_passee', { etape: next?.etape_label ?? '' }));
      // The list's step column and the history follow.
      void queryClient.invalidateQueries({ queryKey: resourceQueryKey(commandesResource.model) });
    } catch (error) {
      fail(error);
      if (workflowId !== undefined) throw error;
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (step.isPending) body = <p className={adminStyles.muted}>{t('admin.workflows.chargement')}</p>;
  else if (step.isError) body = <QueryError error={step.error} />;
  else if (step.data) {
    const current = step.data;
    body = (
      <>
        <p>
          {t('admin.workflows.etape_actuelle', {
            workflow: current.workflow_label,
            etape: current.etape_label,
            rang: String(current.rang),
            total: String(current.total),
          })}
        </p>
        {current.suivante ? (
          <button type="button" className={adminStyles.buttonSmall} disabled={busy} onClick={() => void move()}>
            {t('admin.workflows.etape_suivante')}
          </button>
        ) : (
          <p className={adminStyles.muted}>{t('admin.workflows.derniere_etape')}</p>
        )}
        {current.suivante && (
          <p className={adminStyles.muted}>{t('admin.workflows.prochaine', { etape: current.suivante })}</p>
        )}
      </>
    );
  } else {
    const active = (workflows.data ?? []).filter((workflow) => workflow.actif);
    body = (
      <>
        <StartWorkflowForm workflows={active} isBusy={busy} onStart={move} />
        {workflows.isError && <QueryError error={workflows.error} />}
      </>
    );
  }
  return (
    <Panel title={t('admin.workflows.panneau')}>
      {body}
      <Announcer announcement={announcement} />
    </Panel>
  );
}
