import { describe, expect, it } from 'vitest';
import { transporteursResource } from './admin/livraisons.ts';
import {
  orderFullyShipped,
  parcelEditRefusal,
  parcelLinesRefusal,
  parcelShipmentRefusal,
  trackingTemplateError,
  trackingUrl,
  unitsLeftToPack,
} from './parcels.ts';

const order = {
  statut: 'payee' as const,
  lignes: [
    { declinaison_id: 1, qtt: 3 },
    { declinaison_id: 2, qtt: 1 },
  ],
};

describe('parcel rules', () => {
  it('keeps the units of a variant across parcels within the order line', () => {
    expect(parcelLinesRefusal(order, [], [{ declinaison_id: 1, qtt: 3 }])).toBeNull();
    expect(parcelLinesRefusal(order, [{ declinaison_id: 1, qtt: 2 }], [{ declinaison_id: 1, qtt: 1 }])).toBeNull();
    expect(parcelLinesRefusal(order, [{ declinaison_id: 1, qtt: 2 }], [{ declinaison_id: 1, qtt: 2 }])).toMatch(
      /plus d’unités/u,
    );
    expect(parcelLinesRefusal(order, [], [{ declinaison_id: 2, qtt: 2 }])).toMatch(/plus d’unités/u);
    expect(parcelLinesRefusal(order, [], [{ declinaison_id: 9, qtt: 1 }])).toMatch(/ne fait pas partie/u);
    expect(parcelLinesRefusal(order, [], [])).toMatch(/au moins un article/u);
    expect(parcelLinesRefusal(order, [], [{ declinaison_id: 1, qtt: 0 }])).toMatch(/au moins un article/u);
  });

  it('prepares parcels of paid orders only', () => {
    for (const statut of ['reservee', 'expiree', 'a_verifier', 'expediee', 'remboursee'] as const) {
      expect(parcelLinesRefusal({ ...order, statut }, [], [{ declinaison_id: 1, qtt: 1 }])).toMatch(/payée/u);
    }
  });

  it('counts the units left to pack and tells when every unit has shipped', () => {
    expect(unitsLeftToPack(order.lignes, [{ declinaison_id: 1, qtt: 2 }])).toEqual([
      { declinaison_id: 1, qtt: 1 },
      { declinaison_id: 2, qtt: 1 },
    ]);
    expect(orderFullyShipped(order.lignes, [{ declinaison_id: 1, qtt: 3 }])).toBe(false);
    expect(
      orderFullyShipped(order.lignes, [
        { declinaison_id: 1, qtt: 1 },
        { declinaison_id: 1, qtt: 2 },
        { declinaison_id: 2, qtt: 1 },
      ]),
    ).toBe(true);
    expect(orderFullyShipped([], [])).toBe(false);
  });

  it('builds the tracking link from the carrier template', () => {
    expect(trackingUrl('https://suivi.exemple.fr/?code={suivi}', ' 6A 123 ')).toBe(
      'https://suivi.exemple.fr/?code=6A%20123',
    );
    expect(trackingUrl(null, '6A123')).toBeNull();
    expect(trackingUrl('https://suivi.exemple.fr/{suivi}', '')).toBeNull();
  });

  it('accepts an https tracking template holding {suivi} only', () => {
    expect(trackingTemplateError('https://www.laposte.fr/outils/suivre-vos-envois?code={suivi}')).toBeNull();
    expect(trackingTemplateError('http://suivi.exemple.fr/{suivi}')).toMatch(/https/u);
    expect(trackingTemplateError('https://suivi.exemple.fr/')).toMatch(/\{suivi\}/u);
    expect(trackingTemplateError('pas une adresse {suivi}')).toMatch(/invalide/u);
    const input = transporteursResource.input;
    expect(input.safeParse({ label: 'Colissimo', suivi_url: 'ftp://x/{suivi}' }).success).toBe(false);
    expect(input.parse({ label: 'Colissimo', suivi_url: '' }).suivi_url).toBeNull();
    expect(input.parse({ label: 'Colissimo', suivi_url: null }).suivi_url).toBeNull();
  });

  it('asks a tracking number before shipping unless the carrier has no tracking', () => {
    const tracked = { suivi_url: 'https://suivi.exemple.fr/{suivi}' };
    expect(parcelShipmentRefusal({ statut: 'preparation', suivi: null }, tracked)).toMatch(/numéro de suivi/u);
    expect(parcelShipmentRefusal({ statut: 'preparation', suivi: '6A1' }, tracked)).toBeNull();
    expect(parcelShipmentRefusal({ statut: 'preparation', suivi: null }, { suivi_url: null })).toBeNull();
    expect(parcelShipmentRefusal({ statut: 'preparation', suivi: null }, null)).toBeNull();
    expect(parcelShipmentRefusal({ statut: 'expedie', suivi: '6A1' }, tracked)).toMatch(/déjà parti/u);
  });

  it('freezes a shipped parcel but for its delivery', () => {
    expect(parcelEditRefusal({ statut: 'preparation' }, { suivi: '6A1' })).toBeNull();
    expect(parcelEditRefusal({ statut: 'preparation' }, { statut: 'expedie' })).toBeNull();
    expect(parcelEditRefusal({ statut: 'preparation' }, { statut: 'livre' })).toMatch(/avant d’être livré/u);
    expect(parcelEditRefusal({ statut: 'preparation' }, null)).toBeNull();
    expect(parcelEditRefusal({ statut: 'expedie' }, { statut: 'livre' })).toBeNull();
    expect(parcelEditRefusal({ statut: 'expedie' }, { suivi: 'autre' })).toMatch(/ne se modifie plus/u);
    expect(parcelEditRefusal({ statut: 'expedie' }, { statut: 'preparation' })).toMatch(/ne se modifie plus/u);
    expect(parcelEditRefusal({ statut: 'expedie' }, null)).toMatch(/ne se supprime pas/u);
    expect(parcelEditRefusal({ statut: 'livre' }, { statut: 'expedie' })).toMatch(/ne se modifie plus/u);
    expect(parcelEditRefusal({ statut: 'expedie', suivi: '6A1' }, { statut: 'livre', suivi: '6A1' })).toBeNull();
  });
});
