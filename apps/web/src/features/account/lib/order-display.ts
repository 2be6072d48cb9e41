import type { Order, OrderStatus, PriceMode } from '@boutique/domain';

/** How a status badge is coloured: good news, waiting, or a problem. */
export type StatusTone = 'success' | 'neutral' | 'warning' | 'danger';

export const STATUS_TONES: Record<OrderStatus, StatusTone> = {
  reservee: 'neutral',
  payee: 'success',
  expediee: 'success',
  a_verifier: 'warning',
  expiree: 'danger',
  remboursee: 'neutral',
};

/** The order's total in the customer's price mode (user.montant). */
export const orderTotal = (order: Pick<Order, 'total_ht' | 'total_ttc'>, mode: PriceMode) =>
  mode === 'ht' ? order.total_ht : order.total_ttc;

/** The date an order is known by: when it was paid, else when it was placed. */
export const orderDate = (order: Pick<Order, 'payee' | 'created'>) => order.payee ?? order.created;

/** One step of an order's life, done (with its date) or still to come. */
export interface TimelineStep {
  key: 'commandee' | 'payee' | 'expediee' | 'remboursee';
  date: string | null;
}

/** Ordered, paid, shipped; refunded only when it happened. */
export function orderTimeline(order: Pick<Order, 'created' | 'payee' | 'expediee' | 'rembourse'>): TimelineStep[] {
  const steps: TimelineStep[] = [
    { key: 'commandee', date: order.created },
    { key: 'payee', date: order.payee },
    { key: 'expediee', date: order.expediee },
  ];
  if (order.rembourse) steps.push({ key: 'remboursee', date: order.rembourse });
  return steps;
}

/** A tracking reference that is a web address can be opened; others are read out. */
export const isTrackingLink = (suivi: string) => /^https:\/\//u.test(suivi);
