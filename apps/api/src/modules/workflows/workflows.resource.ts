import { randomBytes } from 'node:crypto';
import { workflowsEtapesResource, workflowsResource } from '@boutique/domain';
import { eq, ilike } from 'drizzle-orm';
import { workflows, workflowsEtapes } from '../../db/schema/index.ts';
import { stepInUse, workflowInUse } from './workflows.queries.ts';
import { defineResource } from '../admin-resources/define-resource.ts';
import { containing, lastWord } from '../admin-resources/search.ts';

/** Workflows (label, on or off); their staff and step order are the workflows module's calls. */
export const workflowsDefinition = defineResource({
  descriptor: workflowsResource,
  table: workflows,
  filters: {
    q: (text) => ilike(workflows.label, containing(text)),
    actif: (actif) => eq(workflows.actif, actif),
  },
  refuseDelete: async (tx, row) =>
    (await workflowInUse(tx, row.id as number))
      ? 'Des commandes sont à une étape de ce workflow : désactivez-le plutôt.'
      : null,
  sample: () => ({ label: `Workflow ${randomBytes(3).toString('hex')}` }),
  sampleChange: () => ({ label: `Circuit ${randomBytes(3).toString('hex')}` }),
  sampleFilters: (row) => [{ q: lastWord(row.label) }, { q: lastWord(row.label), actif: String(row.actif) }],
});

/** A workflow's steps. A step some order is at may not be deleted (409). */
export const workflowsEtapesDefinition = defineResource({
  descriptor: workflowsEtapesResource,
  table: workflowsEtapes,
  filters: {
    q: (text) => ilike(workflowsEtapes.label, containing(text)),
    workflow: (id) => eq(workflowsEtapes.workflow_id, id),
  },
  refuseDelete: async (tx, row) =>
    (await stepInUse(tx, row.id as number))
      ? 'Des commandes sont à cette étape : passez-les à l’étape suivante avant de la supprimer.'
      : null,
  // The demo's workflow ("Préparation standard") is the first of every seeded database.
  sample: () => ({ workflow_id: 1, label: `Étape ${randomBytes(3).toString('hex')}`, ordre: 50 }),
  sampleChange: () => ({ ordre: Math.floor(Math.random() * 1000) + 100 }),
  sampleFilters: (row) => [{ q: lastWord(row.label) }, { q: lastWord(row.label), workflow: String(row.workflow_id) }],
});
