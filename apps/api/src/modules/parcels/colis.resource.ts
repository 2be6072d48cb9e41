import { colisResource, parcelEditRefusal, type ParcelStatus } from '@boutique/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { colis } from '../../db/schema/index.ts';
import { orderIdsNumbered } from '../orders/orders.service.ts';
import { afterParcelUpdate, presentParcels } from './parcels.service.ts';
import { defineResource } from '../admin-resources/define-resource.ts';
import { startingWith } from '../admin-resources/search.ts';

type ParcelRow = typeof colis.$inferSelect;

/**
 * Parcels (modules/parcels): created with their lines by `POST /api/colis` (the order's units are
 * checked under its lock), their lines replaced by `PUT /api/colis/{id}/lignes`. The generic update
 * changes the carrier, tracking number and status; the status 'expedie' mails the customer.
 */
export const colisDefinition = defineResource({
  descriptor: colisResource,
  table: colis,
  omit: ['create'],
  filters: {
    statut: (statut) => (statut === 'envoyes' ? inArray(colis.statut, ['expedie', 'livre']) : eq(colis.statut, statut)),
    transporteur: (id) => eq(colis.transporteur_id, id),
    numero: (text) => sql`${colis.commande_id} in (${orderIdsNumbered(startingWith(text))})`,
    commande: (id) => eq(colis.commande_id, id),
  },
  frozen: (row, change) => {
    const message = parcelEditRefusal(row as { statut: ParcelStatus }, change);
    // Before shipping, the only refused change is a delivery that skips the shipment.
    return message && { message, reason: row.statut === 'preparation' ? 'parcel_not_shipped' : 'parcel_shipped' };
  },
  afterUpdate: (tx, before, after, context) => afterParcelUpdate(tx, before, after, context.publicUrl),
  present: (db, rows) => presentParcels(db, rows as ParcelRow[]),
  sample: () => ({}),
  sampleCreateRefusal: 400,
  sampleChange: () => ({ suivi: `6A${String(Date.now()).slice(-9)}` }),
  sampleFilters: (row) => [
    { numero: String(row.numero), commande: String(row.commande_id) },
    {
      statut: String(row.statut),
      numero: String(row.numero),
      ...(row.transporteur_id ? { transporteur: String(row.transporteur_id) } : {}),
    },
  ],
});
