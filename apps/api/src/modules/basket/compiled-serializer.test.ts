import { BasketUpdateResultSchema, type BasketUpdateResult } from '@boutique/domain';
import { describe, expect, it } from 'vitest';
import { compiledSerializer } from './compiled-serializer.ts';

const serialize = compiledSerializer({ schema: BasketUpdateResultSchema, method: 'POST', url: '/', httpStatus: '200' });

const line = {
  id: 4,
  quantity: 2,
  produit: { id: 1, slug: 'creme-caviar', label: 'Crème « caviar »' },
  declinaison: {
    id: 4,
    conteneur: '50 ml',
    label: 'Pot',
    prix_ht: 5000,
    prix_ttc: 6000,
    prix_initial_ht: null,
    prix_initial_ttc: null,
    prix_anterieur_ht: null,
    prix_anterieur_ttc: null,
    stock: { total: 7 },
  },
  prix_total: 12000,
  prix_total_initial: 12000,
  prix_total_ht: 10000,
  prix_total_initial_ht: 10000,
};
const answer: BasketUpdateResult = {
  code: 409,
  panier: {
    hash: '9c8204e1-ffa2-431b-94e5-6d191db6cdac',
    commandes_declinaisons: [{ declinaison_id: 4, qtt: 2 }],
    count: 2,
    total_ht: 10000,
    total_ttc: 12000,
    total_initial_ht: 10000,
    total_initial_ttc: 12000,
    lignes: [line],
    ventesCroisees: [2, 3],
  },
  cds: [{ declinaison_id: 4, qtt: 2 }],
  qtt: 2,
  message: 'Plus que 2 en stock.',
  errors: { qtt: ['Plus que 2 en stock.'] },
};

describe('compiledSerializer', () => {
  it('writes the same JSON as the schema’s own parse', () => {
    expect(JSON.parse(serialize(answer))).toEqual(BasketUpdateResultSchema.parse(answer));
  });

  it('leaves out fields the schema does not declare, at every depth', () => {
    const leaky = {
      ...answer,
      secret: 'internal',
      panier: { ...answer.panier, user_id: 12, lignes: [{ ...line, declinaison: { ...line.declinaison, cost: 1 } }] },
    };
    const json = serialize(leaky);
    expect(json).not.toMatch(/secret|user_id|cost/u);
    expect(JSON.parse(json)).toEqual(BasketUpdateResultSchema.parse(answer));
  });

  it('refuses an answer missing a required field', () => {
    const { panier: _panier, ...incomplete } = answer;
    expect(() => serialize(incomplete)).toThrow(/panier/u);
  });
});
