import { z } from 'zod';
import { AccountContactSchema } from '../contracts/auth.ts';
import { foreignId, label, order, version } from './fields.ts';
import { defineAdminResource, queryBoolean, querySearch, RecordIdSchema } from './resource.ts';

/**
 * Workflows: the ordered steps an order goes through in the warehouse (picking, packing…), beside
 * its status. The steps are the `workflows-etapes` resource; the staff on a workflow and on each
 * step are written through `PUT /api/workflows/{id}/users` and `/users-etapes`.
 */
export const workflowsResource = defineAdminResource({
  model: 'workflows',
  key: 'id',
  keySchema: RecordIdSchema,
  row: z.object({ id: z.number().int(), label: z.string(), actif: z.boolean(), version }),
  input: z.object({ label, actif: z.boolean().optional() }),
  filters: z.object({ q: querySearch.optional(), actif: queryBoolean.optional() }),
  sortable: ['label', 'id'],
  labels: { singular: 'Workflow', plural: 'Workflows', fields: { label: 'Libellé', actif: 'Actif' } },
});

/** One step of a workflow; `ordre` sets the sequence (the lowest first). */
export const workflowsEtapesResource = defineAdminResource({
  model: 'workflows-etapes',
  key: 'id',
  keySchema: RecordIdSchema,
  row: z.object({
    id: z.number().int(),
    workflow_id: z.number().int(),
    label: z.string(),
    ordre: z.number().int(),
    version,
  }),
  input: z.object({ workflow_id: foreignId, label, ordre: order.optional() }),
  filters: z.object({
    q: querySearch.optional(),
    workflow: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  }),
  sortable: ['ordre', 'label', 'id'],
  labels: {
    singular: 'Étape',
    plural: 'Étapes',
    fields: { workflow_id: 'Workflow', label: 'Libellé', ordre: 'Ordre' },
  },
});

export type WorkflowStepRow = z.infer<typeof workflowsEtapesResource.row>;

const ids = z.array(foreignId).max(500, 'Trop d’éléments.');

/** PUT /api/workflows/{id}/users: the staff on the workflow (admins only), replaced whole. */
export const WorkflowUsersInputSchema = z.object({ user_ids: ids });

/** PUT /api/workflows/{id}/users-etapes: per step, the staff assigned (each one on the workflow). */
export const WorkflowStepUsersInputSchema = z.object({
  etapes: z.array(z.object({ etape_id: foreignId, user_ids: ids })).max(200),
});

/** PUT /api/workflows/{id}/etapes-ordre: every step of the workflow, in its new order. */
export const WorkflowStepOrderInputSchema = z.object({ etape_ids: z.array(foreignId).min(1).max(200) });

/** A member of a workflow's staff as its pages show them. */
export const WorkflowMemberSchema = AccountContactSchema;

/** GET /api/workflows/{id}/equipe: the staff on the workflow, and each step with its staff, in order. */
export const WorkflowTeamAnswerSchema = z.object({
  code: z.literal(200),
  data: z.object({
    users: z.array(WorkflowMemberSchema),
    etapes: z.array(
      z.object({
        id: z.number().int(),
        label: z.string(),
        ordre: z.number().int(),
        user_ids: z.array(z.number().int()),
      }),
    ),
  }),
});
export type WorkflowTeam = z.infer<typeof WorkflowTeamAnswerSchema>['data'];

/**
 * POST /api/admin/commandes/{hash}/etape: moves an order to its workflow's next step; an order
 * without a step starts the workflow named here at its first step.
 */
export const OrderStepMoveInputSchema = z.object({ workflow_id: foreignId.optional() });

/** An order's place in a workflow, as its page shows it. */
export const OrderStepSchema = z.object({
  workflow_id: z.number().int(),
  workflow_label: z.string(),
  etape_id: z.number().int(),
  etape_label: z.string(),
  /** The step's rank, from 1, and how many steps the workflow has. */
  rang: z.number().int(),
  total: z.number().int(),
  /** The next step's label; null at the last step. */
  suivante: z.string().nullable(),
});
export const OrderStepAnswerSchema = z.object({ code: z.literal(200), data: OrderStepSchema.nullable() });
export type OrderStep = z.infer<typeof OrderStepSchema>;
