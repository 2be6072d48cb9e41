import {
  addDays,
  calculateShopDay,
  isExpiringWithin,
  LOTS_PAGE_SIZE,
  toCsv,
  type Locale,
  type LotsQuery,
  type LotStock,
} from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { countByKeyPrefix, enqueueMails } from '../outbox/outbox.service.ts';
import { readSettings } from '../shop-info/shop-info.service.ts';
import { lotRecallMail, recallMailKey } from './lot-recall-mail.ts';
import { mailRenderer } from '../mail-templates/render-mail.ts';
import {
  countLots,
  selectLotRecipients,
  selectLots,
  selectLotWarehouses,
  type LotFilters,
} from './lots-read.queries.ts';
import { lotNotFound } from './stock-refusals.ts';

/** The alert window in days: the after-sale setting `lots_alerte_jours`, 90 unless set. */
export async function lotAlertDays(db: Database) {
  return (await readSettings(db, 'apres_vente')).lots_alerte_jours;
}

async function describeLots(db: Database, filters: LotFilters, limit: number, offset: number, jours: number) {
  const rows = await selectLots(db, filters, limit, offset);
  const warehouses = await selectLotWarehouses(
    db,
    rows.map((row) => row.id),
  );
  const today = calculateShopDay(new Date());
  return rows.map((row): LotStock => ({
    ...row,
    entrepots: warehouses
      .filter((entry) => entry.lot_id === row.id)
      .map(({ entrepot_id, label, quantite }) => ({ entrepot_id, label, quantite })),
    proche: isExpiringWithin(row, today, jours),
  }));
}

/** Lots with units on hand, dated ones within `days` of the Paris day (the dashboard and the daily digest). */
export async function lotsDueWithin(db: Database, days: number, limit = 200) {
  const filters = { dluoAvant: addDays(calculateShopDay(new Date()), days) };
  const [datas, total] = await Promise.all([describeLots(db, filters, limit, 0, days), countLots(db, filters)]);
  return { datas, total };
}

const recallMailPrefix = (lotId: number) => `rappel-lot:${lotId}:`;

/**
 * The back office's lots: stock per lot and warehouse, those close to their date, and a recall
 * (who received a lot, their mail once, the authorities' CSV).
 */
export function createLotsService({ db }: { db: Database }) {
  const requireLotStock = async (lotId: number) => {
    const [lot] = await describeLots(db, { ids: [lotId] }, 1, 0, await lotAlertDays(db));
    if (!lot) throw lotNotFound();
    return lot;
  };

  const recipients = async (lotId: number) =>
    (await selectLotRecipients(db, lotId)).map((row) => ({
      ...row,
      expedie: row.expedie?.toISOString() ?? null,
    }));

  return {
    async list(query: LotsQuery) {
      const jours = await lotAlertDays(db);
      const within = query.expire_sous ?? (query.alerte ? jours : undefined);
      const filters: LotFilters = {
        declinaison: query.declinaison,
        dluoAvant: within === undefined ? undefined : addDays(calculateShopDay(new Date()), within),
        vides: query.vides,
        q: query.q || undefined,
      };
      const offset = (query.page - 1) * LOTS_PAGE_SIZE;
      const [datas, total] = await Promise.all([
        describeLots(db, filters, LOTS_PAGE_SIZE, offset, jours),
        countLots(db, filters),
      ]);
      return { datas, total, page: query.page, limit: LOTS_PAGE_SIZE, jours };
    },

    async recall(lotId: number) {
      const lot = await requireLotStock(lotId);
      const rows = await recipients(lotId);
      return {
        lot,
        commandes: rows.map(({ user_id: _user, prenom, nom, mail, ...row }) => ({
          ...row,
          client: { prenom, nom, mail },
        })),
        mails: (await countByKeyPrefix(db, recallMailPrefix(lotId))).total,
      };
    },

    /**
     * Queues the recall mail of each customer who received the lot, in the language of their
     * latest order with it, keyed by lot and customer: sending again queues only the new ones.
     */
    async sendRecall(lotId: number, userId: number) {
      const lot = await requireLotStock(lotId);
      const rows = await recipients(lotId);
      const latest = new Map<number, (typeof rows)[number]>();
      for (const row of rows) latest.set(row.user_id, row);
      const before = (await countByKeyPrefix(db, recallMailPrefix(lotId))).total;
      return db.transaction(async (tx) => {
        const render = await mailRenderer(tx, lotRecallMail);
        const envoyes = await enqueueMails(
          tx,
          [...latest.values()].map((row) => ({
            to: row.mail,
            ...render(row.langue as Locale, {
              prenom: row.prenom,
              produit: lot.produit_label,
              format: lot.label,
              lot: lot.numero,
              numero: row.numero ?? '',
            }),
            key: recallMailKey(lotId, row.user_id),
          })),
        );
        const mails = before + envoyes;
        await recordAudit(tx, {
          userId,
          resource: 'lots',
          recordId: lotId,
          before: { rappel_mails: before },
          after: { rappel_mails: mails, numero: lot.numero, rappel: calculateShopDay(new Date()) },
        });
        return { envoyes, mails };
      });
    },

    /** The authorities' list: one row per order that received the lot. */
    async recallCsv(lotId: number) {
      const lot = await requireLotStock(lotId);
      const rows = await recipients(lotId);
      const csv = toCsv(rows, [
        { header: 'Lot', value: () => lot.numero },
        { header: 'Produit', value: () => lot.produit_label },
        { header: 'Déclinaison', value: () => lot.label },
        { header: 'Commande', value: (row) => row.numero },
        { header: 'Unités', value: (row) => row.qtt },
        { header: 'Client', value: (row) => `${row.prenom} ${row.nom}`.trim() },
        { header: 'E-mail', value: (row) => row.mail },
        { header: 'Pays', value: (row) => row.pays },
        { header: 'Expédiée le', value: (row) => row.expedie?.slice(0, 10) ?? '' },
      ]);
      return { csv, filename: `rappel-lot-${lot.numero.replace(/[^\w.-]+/gu, '_')}.csv` };
    },
  };
}

export type LotsService = ReturnType<typeof createLotsService>;
