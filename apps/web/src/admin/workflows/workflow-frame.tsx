import { workflowsResource, type WorkflowTeam } from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams, useRoute } from 'wouter';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { QueryError } from '../kit/query-error.tsx';
import { recordQueryOptions, resourceQueryKey } from '../kit/resource-api.ts';
import adminStyles from '../admin.module.css';
import { teamQueryOptions } from './workflows-api.ts';
import styles from './workflows.module.css';

/** The workflow's pages: its form, its steps, its staff, its staff per step. */
export function WorkflowNav({ id }: { id: number }) {
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

/** A sub-page's frame: back link, the workflow's name, its pages, then the page's own content. */
export function WorkflowFrame({
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

/** The workflow's id from the address; 0 when it is not one, which loads nothing. */
export function useWorkflowId() {
  const { id = '' } = useParams<{ id: string }>();
  const value = Number(id);
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/** Keeps the team answer of a write in the cache, and drops the lists that show steps. */
export function useTeamUpdate(id: number) {
  const queryClient = useQueryClient();
  return (team: WorkflowTeam) => {
    queryClient.setQueryData(teamQueryOptions(id).queryKey, team);
    void queryClient.invalidateQueries({ queryKey: resourceQueryKey('workflows-etapes') });
  };
}
