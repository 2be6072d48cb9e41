import { personName, type WorkflowTeam } from '@boutique/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Announcer, useAnnouncer } from '../kit/announcer.tsx';
import { tableRegion } from '../kit/table-region.ts';
import adminStyles from '../admin.module.css';
import { useTeamUpdate, useWorkflowId, WorkflowFrame } from './workflow-frame.tsx';
import { saveStepUsers } from './workflows-api.ts';
import styles from './workflows.module.css';

const fullName = personName;

/** /:lang/ad/workflows/:id/users-steps: who works on which step, one checkbox per person and step. */
export function WorkflowUsersStepsPage() {
  const id = useWorkflowId();
  return (
    <WorkflowFrame id={id} title="admin.workflows.affectations_titre">
      {(team) => <StepUsersGrid key={JSON.stringify(team.etapes)} id={id} team={team} />}
    </WorkflowFrame>
  );
}

const cellKey = (stepId: number, userId: number) => `${stepId}:${userId}`;

function StepUsersGrid({ id, team }: { id: number; team: WorkflowTeam }) {
  const { t } = useTranslation();
  const update = useTeamUpdate(id);
  const [cells, setCells] = useState<ReadonlySet<string>>(
    new Set(team.etapes.flatMap((step) => step.user_ids.map((userId) => cellKey(step.id, userId)))),
  );
  const [busy, setBusy] = useState(false);
  const { announcement, say, fail } = useAnnouncer();
  if (team.users.length === 0 || team.etapes.length === 0) {
    return (
      <p className={adminStyles.muted}>
        {t(team.users.length === 0 ? 'admin.workflows.equipe_vide' : 'admin.workflows.etapes_vide')}
      </p>
    );
  }
  const toggle = (key: string, on: boolean) =>
    setCells((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const etapes = team.etapes.map((step) => ({
        etape_id: step.id,
        user_ids: team.users.filter((user) => cells.has(cellKey(step.id, user.id))).map((user) => user.id),
      }));
      update(await saveStepUsers(id, etapes));
      say(t('admin.workflows.enregistre'));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={adminStyles.panel} onSubmit={(event) => void save(event)}>
      <div {...tableRegion(t('admin.kit.tableau', { titre: t('admin.workflows.grille_legende') }))}>
        <table className={adminStyles.table}>
          <caption>{t('admin.workflows.grille_legende')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.workflows.membre')}</th>
              {team.etapes.map((step) => (
                <th key={step.id} scope="col">
                  {step.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {team.users.map((user) => (
              <tr key={user.id}>
                <th scope="row">{fullName(user)}</th>
                {team.etapes.map((step) => {
                  const key = cellKey(step.id, user.id);
                  return (
                    <td key={step.id} className={styles.checkCell}>
                      <input
                        type="checkbox"
                        aria-label={t('admin.workflows.case', { membre: fullName(user), etape: step.label })}
                        checked={cells.has(key)}
                        onChange={(event) => toggle(key, event.target.checked)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="submit" className={adminStyles.buttonPrimary} disabled={busy}>
        {t('admin.workflows.enregistrer')}
      </button>
      <Announcer announcement={announcement} />
    </form>
  );
}
