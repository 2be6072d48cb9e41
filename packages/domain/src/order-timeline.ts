import { ORDER_STATUSES, type OrderStatus } from './contracts/orders.ts';
import type { OrderTimelineEntry } from './contracts/order-admin.ts';

/** The dates an order keeps of its own life (ISO strings, null when the step has not happened). */
export interface OrderDates {
  statut: OrderStatus;
  created: string;
  expire: string;
  payee: string | null;
  expediee: string | null;
  rembourse: string | null;
}

/** A status changed by hand in the back office, as the audit log keeps it. */
export interface StatusChange {
  date: string;
  avant: unknown;
  apres: unknown;
  auteur: string | null;
}

const asStatus = (value: unknown): OrderStatus | null =>
  typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value) ? (value as OrderStatus) : null;

/**
 * An order's timeline, oldest first: the steps its own dates record (placed, paid, shipped,
 * refunded, or its hold lapsed) and the status changes staff made by hand, with their author.
 */
export function orderTimeline(order: OrderDates, changes: readonly StatusChange[] = []): OrderTimelineEntry[] {
  const step = (etape: OrderTimelineEntry['etape'], date: string): OrderTimelineEntry => ({
    etape,
    date,
    avant: null,
    apres: null,
    auteur: null,
  });
  const entries: OrderTimelineEntry[] = [step('creee', order.created)];
  if (order.payee) entries.push(step('payee', order.payee));
  if (order.expediee) entries.push(step('expediee', order.expediee));
  if (order.rembourse) entries.push(step('remboursee', order.rembourse));
  if (order.statut === 'expiree' && !order.payee) entries.push(step('expiree', order.expire));
  for (const change of changes) {
    const avant = asStatus(change.avant);
    const apres = asStatus(change.apres);
    if (!apres || avant === apres) continue;
    entries.push({ etape: 'statut', date: change.date, avant, apres, auteur: change.auteur });
  }
  // Stable: steps of the same instant keep the order above (placed before paid).
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => Date.parse(a.entry.date) - Date.parse(b.entry.date) || a.index - b.index)
    .map(({ entry }) => entry);
}
