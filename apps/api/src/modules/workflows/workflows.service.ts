import type { OrderStep, WorkflowTeam } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { adminContactsOf } from '../auth/users.service.ts';
import {
  lockOrderByHash,
  lockWorkflow,
  renumberSteps,
  replaceStepUsers,
  replaceWorkflowUsers,
  selectOrderStepId,
  selectStep,
  selectStepUsers,
  selectSteps,
  selectWorkflow,
  selectWorkflowUserIds,
  setOrderStep,
} from './workflows.queries.ts';
import { orderNotFound } from '../orders/order-refusals.ts';

/** Orders that may enter a workflow: sales, not a checkout still running or lapsed. */
const WORKING_STATUSES = new Set(['payee', 'a_verifier', 'expediee', 'remboursee']);

const workflowNotFound = () => notFound('Workflow introuvable.', 'workflow_not_found');

const sorted = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** A team changed (a workflow's or a step's), audited as its members before and after. */
const auditTeam = (
  tx: Transaction,
  change: { resource: string; recordId: number; callerId: number; before: number[]; after: number[] },
) =>
  recordAudit(tx, {
    userId: change.callerId,
    resource: change.resource,
    recordId: change.recordId,
    before: { user_ids: change.before },
    after: { user_ids: change.after },
  });

/**
 * Workflows beside the generic resources: the staff on a workflow and on its steps, the order of
 * its steps, and an order's moves from step to step (each audited under the order).
 */
export function createWorkflowsService(db: Database) {
  const workflowOrFail = async (id: number) => {
    const workflow = await selectWorkflow(db, id);
    if (!workflow) throw workflowNotFound();
    return workflow;
  };

  const team = async (workflowId: number): Promise<WorkflowTeam> => {
    await workflowOrFail(workflowId);
    const [userIds, steps] = await Promise.all([selectWorkflowUserIds(db, workflowId), selectSteps(db, workflowId)]);
    const [users, links] = await Promise.all([
      adminContactsOf(db, userIds),
      selectStepUsers(
        db,
        steps.map((step) => step.id),
      ),
    ]);
    return {
      users: users.sort((a, b) => `${a.nom} ${a.prenom}`.localeCompare(`${b.nom} ${b.prenom}`, 'fr')),
      etapes: steps.map((step) => ({
        id: step.id,
        label: step.label,
        ordre: step.ordre,
        user_ids: sorted(links.filter((link) => link.etape_id === step.id).map((link) => link.user_id)),
      })),
    };
  };

  /** Replaces the staff on a workflow: admins only (400 naming the others). */
  const setUsers = async (workflowId: number, userIds: readonly number[], callerId: number) => {
    const wanted = sorted(userIds);
    await db.transaction(async (tx) => {
      if (!(await lockWorkflow(tx, workflowId))) throw workflowNotFound();
      const admins = new Set((await adminContactsOf(tx, wanted)).map((user) => user.id));
      const refused = wanted.filter((id) => !admins.has(id));
      if (refused.length) {
        throw badRequest(
          'Seuls les administrateurs peuvent être affectés à un workflow.',
          {
            user_ids: [`Comptes refusés : ${refused.join(', ')}.`],
          },
          'workflow_assignee_not_admin',
        );
      }
      const before = sorted(await selectWorkflowUserIds(tx, workflowId));
      await replaceWorkflowUsers(tx, workflowId, wanted);
      await auditTeam(tx, { resource: 'workflows', recordId: workflowId, callerId, before, after: wanted });
    });
    return team(workflowId);
  };

  /** Replaces the staff of the steps named (each on the workflow, each user on the workflow's staff). */
  const setStepUsers = async (
    workflowId: number,
    etapes: readonly { etape_id: number; user_ids: readonly number[] }[],
    callerId: number,
  ) => {
    await db.transaction(async (tx) => {
      if (!(await lockWorkflow(tx, workflowId))) throw workflowNotFound();
      const steps = new Set((await selectSteps(tx, workflowId)).map((step) => step.id));
      const staff = new Set(await selectWorkflowUserIds(tx, workflowId));
      for (const { etape_id, user_ids } of etapes) {
        if (!steps.has(etape_id)) {
          throw badRequest(
            'Cette étape n’appartient pas au workflow.',
            { etapes: [`Étape ${etape_id} inconnue.`] },
            'workflow_step_unknown',
          );
        }
        if (user_ids.some((id) => !staff.has(id))) {
          throw badRequest(
            'Affectez d’abord ce membre de l’équipe au workflow.',
            {
              etapes: ['Un compte choisi n’est pas dans l’équipe du workflow.'],
            },
            'workflow_assignee_not_in_team',
          );
        }
      }
      const links = await selectStepUsers(
        tx,
        etapes.map((etape) => etape.etape_id),
      );
      for (const { etape_id, user_ids } of etapes) {
        const before = sorted(links.filter((link) => link.etape_id === etape_id).map((link) => link.user_id));
        const after = sorted(user_ids);
        if (JSON.stringify(before) === JSON.stringify(after)) continue;
        await replaceStepUsers(tx, etape_id, after);
        await auditTeam(tx, { resource: 'workflows-etapes', recordId: etape_id, callerId, before, after });
      }
    });
    return team(workflowId);
  };

  /** Puts the workflow's steps in this order: every step of the workflow, each once. */
  const reorder = async (workflowId: number, stepIds: readonly number[], callerId: number) => {
    await db.transaction(async (tx) => {
      if (!(await lockWorkflow(tx, workflowId))) throw workflowNotFound();
      const steps = await selectSteps(tx, workflowId);
      const known = sorted(steps.map((step) => step.id));
      if (stepIds.length !== known.length || JSON.stringify(sorted(stepIds)) !== JSON.stringify(known)) {
        throw badRequest(
          'Donnez chaque étape du workflow une seule fois.',
          {
            etape_ids: ['La liste ne correspond pas aux étapes du workflow.'],
          },
          'workflow_steps_mismatch',
        );
      }
      await renumberSteps(tx, stepIds);
      for (const [index, id] of stepIds.entries()) {
        const before = steps.find((step) => step.id === id)!;
        if (before.ordre === index + 1) continue;
        await recordAudit(tx, {
          userId: callerId,
          resource: 'workflows-etapes',
          recordId: id,
          before: { ordre: before.ordre },
          after: { ordre: index + 1 },
        });
      }
    });
    return team(workflowId);
  };

  const describeStep = async (stepId: number): Promise<OrderStep> => {
    const step = (await selectStep(db, stepId))!;
    const [workflow, steps] = await Promise.all([
      selectWorkflow(db, step.workflow_id),
      selectSteps(db, step.workflow_id),
    ]);
    const index = steps.findIndex((candidate) => candidate.id === stepId);
    return {
      workflow_id: step.workflow_id,
      workflow_label: workflow?.label ?? '',
      etape_id: step.id,
      etape_label: step.label,
      rang: index + 1,
      total: steps.length,
      suivante: steps[index + 1]?.label ?? null,
    };
  };

  /** Where an order is in its workflow; null when it is in none. */
  const orderStep = async (hash: string): Promise<OrderStep | null> => {
    const order = await selectOrderStepId(db, hash);
    if (!order) throw orderNotFound();
    return order.etape === null ? null : describeStep(order.etape);
  };

  /**
   * Moves an order to the next step of its workflow; an order in none starts the workflow named at
   * its first step. The last step has no next one (409).
   */
  const moveOrder = async (hash: string, workflowId: number | undefined, callerId: number) => {
    await db.transaction(async (tx) => {
      const order = await lockOrderByHash(tx, hash);
      if (!order) throw orderNotFound();
      let next: number;
      if (order.workflow_etape_id === null) {
        if (!WORKING_STATUSES.has(order.statut)) {
          throw new AppError(409, 'Seule une commande payée entre dans un workflow.', {}, 'order_not_paid');
        }
        if (workflowId === undefined) {
          throw badRequest('Choisissez un workflow.', { workflow_id: ['Champ obligatoire.'] }, 'required');
        }
        const workflow = await selectWorkflow(tx, workflowId);
        if (!workflow) throw workflowNotFound();
        if (!workflow.actif) throw new AppError(409, 'Ce workflow est désactivé.', {}, 'workflow_inactive');
        const [first] = await selectSteps(tx, workflowId);
        if (!first) throw new AppError(409, 'Ce workflow n’a encore aucune étape.', {}, 'workflow_empty');
        next = first.id;
      } else {
        const current = (await selectStep(tx, order.workflow_etape_id))!;
        if (workflowId !== undefined && workflowId !== current.workflow_id) {
          throw new AppError(409, 'Cette commande suit déjà un autre workflow.', {}, 'order_in_other_workflow');
        }
        const steps = await selectSteps(tx, current.workflow_id);
        const following = steps[steps.findIndex((step) => step.id === current.id) + 1];
        if (!following) throw new AppError(409, 'La commande est déjà à la dernière étape.', {}, 'workflow_last_step');
        next = following.id;
      }
      await setOrderStep(tx, order.id, next);
      await recordAudit(tx, {
        userId: callerId,
        resource: 'commandes',
        recordId: order.hash,
        before: { workflow_etape_id: order.workflow_etape_id },
        after: { workflow_etape_id: next },
      });
    });
    return orderStep(hash);
  };

  return { team, setUsers, setStepUsers, reorder, orderStep, moveOrder };
}

export type WorkflowsService = ReturnType<typeof createWorkflowsService>;
