import { personName, workflowsResource, type WorkflowTeam } from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams, useRoute } from 'wouter';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { apiRequest } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Announcer, useAnnouncer } from '../kit/announcer.tsx';
import { DetailPage } from '../kit/detail-page.tsx';
import { ListPage } from '../kit/list-page.tsx';
import { QueryError } from '../kit/query-error.tsx';
import { recordQueryOptions, resourceQueryKey } from '../kit/resource-api.ts';
import {
  adminsQueryOptions,
  saveStepOrder,
  saveStepUsers,
  saveWorkflowUsers,
  teamQueryOptions,
} from './workflows-api.ts';
import adminStyles from '../admin.module.css';
import styles from './workflows.module.css';
import { tableRegion } from '../kit/table-region.ts';

const fullName = personName;

/** /:lang/ad/workflows: the ordered steps orders go through. */
export function WorkflowsList() {
  return (
    <ListPage
      descriptor={workflowsResource}
      title="admin.workflows.menu_workflows"
      columns={[
        { field: 'label', label: 'admin.champs.label' },
        { field: 'actif', label: 'admin.livraisons.actif' },
      ]}
      filters={[
        { name: 'q', label: 'admin.champs.recherche', kind: 'search' },
        { name: 'actif', label: 'admin.livraisons.actif', kind: 'boolean' },
      ]}
    />
  );
}

/** The workflow's pages: its form, its steps, its staff, its staff per step. */
function WorkflowNav({ id }: { id: number }) {
  const { t } = useTranslation();
  const links = [
    { href: `/workflows/${id}`, label: 'admin.workflows.onglet_general' },
    { href: `/workflows/${id}/steps`, label: 'admin.workflows.onglet_etapes' },
    { href: `/workflows/${id}/users`, label: 'admin.workflows.onglet_equipe' },
    { href: `/workflows/${id}/users-steps`, label: 'admin.workflows.onglet_affectations' },
  ];
  return (
    <nav aria-label={t('admin.workflows.sous_pages')}>
      <ul className={styles.subnav}>
        {links.map((link) => (
          <li key={link.href}>
            <NavItem href={link.href}>{t(link.label)}</NavItem>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NavItem({ href, children }: { href: string; children: ReactNode }) {
  const [active] = useRoute(href);
  return (
    <Link href={href} aria-current={active ? 'page' : undefined}>
      {children}
    </Link>
  );
}

/** /:lang/ad/workflows/:id: label and on/off, then the way to its steps and staff. */
export function WorkflowDetail() {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <DetailPage
      descriptor={workflowsResource}
      recordKey={id}
      newTitle="admin.workflows.nouveau"
      recordTitle={(row) => String(row.label)}
      defaults={{ actif: true }}
      fields={[
        { name: 'label', label: 'admin.champs.label', kind: 'text', required: true },
        { name: 'actif', label: 'admin.livraisons.actif', kind: 'boolean', hint: 'admin.workflows.actif_aide' },
      ]}
      before={(row) => <WorkflowNav id={Number(row.id)} />}
    />
  );
}

/** A sub-page's frame: back link, the workflow's name, its pages, then the page's own content. */
function WorkflowFrame({
  id,
  title,
  children,
}: {
  id: number;
  title: string;
  children: (team: WorkflowTeam) => ReactNode;
}) {
  const { t } = useTranslation();
  const workflow = useQuery({ ...recordQueryOptions(workflowsResource.model, id), enabled: id > 0 });
  const team = useQuery({ ...teamQueryOptions(id), enabled: id > 0 });
  return (
    <div className={adminStyles.page}>
      <p>
        <Link href="/workflows">{t('admin.workflows.retour')}</Link>
      </p>
      <h1 className={adminStyles.pageTitle}>
        {t(title, { workflow: workflow.data ? String(workflow.data.label) : '…' })}
      </h1>
      <WorkflowNav id={id} />
      {team.isPending ? (
        <p className={adminStyles.muted}>{t('admin.workflows.chargement')}</p>
      ) : team.isError ? (
        <QueryError error={team.error} />
      ) : (
        children(team.data)
      )}
    </div>
  );
}

function useWorkflowId() {
  const { id = '' } = useParams<{ id: string }>();
  const value = Number(id);
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/** Keeps the team answer of a write in the cache, and drops the lists that show steps. */
function useTeamUpdate(id: number) {
  const queryClient = useQueryClient();
  return (team: WorkflowTeam) => {
    queryClient.setQueryData(teamQueryOptions(id).queryKey, team);
    void queryClient.invalidateQueries({ queryKey: resourceQueryKey('workflows-etapes') });
  };
}

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
  const [label, setLabel] = useState('');
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
  const add = (event: FormEvent) => {
    event.preventDefault();
    const text = label.trim();
    if (!text) return;
    void run(async () => {
      const last = steps.at(-1)?.ordre ?? 0;
      await apiRequest('/workflows-etapes', {
        method: 'POST',
        body: { workflow_id: id, label: text, ordre: last + 1 },
      });
      await refetch();
      setLabel('');
      return t('admin.workflows.etape_ajoutee', { etape: text });
    });
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
      <form onSubmit={add} className={adminStyles.linkForm}>
        <label>
          {t('admin.workflows.nouvelle_etape')}{' '}
          <input
            className={adminStyles.input}
            value={label}
            maxLength={200}
            onChange={(event) => setLabel(event.target.value)}
          />
        </label>{' '}
        <button type="submit" className={adminStyles.buttonPrimary} disabled={busy || !label.trim()}>
          {t('admin.workflows.ajouter')}
        </button>
      </form>
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

/** /:lang/ad/workflows/:id/users: the staff on the workflow, chosen among the admins. */
export function WorkflowUsersPage() {
  const id = useWorkflowId();
  return (
    <WorkflowFrame id={id} title="admin.workflows.equipe_titre">
      {(team) => <UsersEditor key={team.users.map((user) => user.id).join(',')} id={id} team={team} />}
    </WorkflowFrame>
  );
}

function UsersEditor({ id, team }: { id: number; team: WorkflowTeam }) {
  const { t } = useTranslation();
  const update = useTeamUpdate(id);
  const admins = useQuery(adminsQueryOptions());
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set(team.users.map((user) => user.id)));
  const [busy, setBusy] = useState(false);
  const { announcement, say, fail } = useAnnouncer();
  if (admins.isPending) return <p className={adminStyles.muted}>{t('admin.workflows.chargement')}</p>;
  if (admins.isError) return <QueryError error={admins.error} />;
  const toggle = (userId: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(userId);
      else next.delete(userId);
      return next;
    });
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      update(await saveWorkflowUsers(id, [...chosen]));
      say(t('admin.workflows.enregistre'));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={adminStyles.panel} onSubmit={(event) => void save(event)}>
      <fieldset className={styles.checks}>
        <legend className={adminStyles.panelTitle}>{t('admin.workflows.equipe_legende')}</legend>
        {admins.data.length === 0 && <p className={adminStyles.muted}>{t('admin.workflows.admins_vide')}</p>}
        {admins.data.map((admin) => (
          <label key={admin.id}>
            <input
              type="checkbox"
              checked={chosen.has(admin.id)}
              onChange={(event) => toggle(admin.id, event.target.checked)}
            />{' '}
            {fullName(admin)} <span className={adminStyles.muted}>{admin.mail}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className={adminStyles.buttonPrimary} disabled={busy}>
        {t('admin.workflows.enregistrer')}
      </button>
      <Announcer announcement={announcement} />
    </form>
  );
}

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
