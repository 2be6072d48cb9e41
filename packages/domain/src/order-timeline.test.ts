import { describe, expect, it } from 'vitest';
import { orderTimeline } from './order-timeline.ts';

const base = {
  statut: 'reservee' as const,
  created: '2026-03-01T10:00:00.000Z',
  expire: '2026-03-01T10:30:00.000Z',
  payee: null,
  expediee: null,
  rembourse: null,
};

describe('orderTimeline', () => {
  it('lists the steps the order dates record, oldest first', () => {
    const timeline = orderTimeline({
      ...base,
      statut: 'remboursee',
      payee: '2026-03-01T10:05:00.000Z',
      expediee: '2026-03-02T09:00:00.000Z',
      rembourse: '2026-03-05T16:00:00.000Z',
    });
    expect(timeline.map((entry) => [entry.etape, entry.date])).toEqual([
      ['creee', base.created],
      ['payee', '2026-03-01T10:05:00.000Z'],
      ['expediee', '2026-03-02T09:00:00.000Z'],
      ['remboursee', '2026-03-05T16:00:00.000Z'],
    ]);
  });

  it('shows a lapsed hold at its expiry, and nothing more for a reserved order', () => {
    expect(orderTimeline(base).map((entry) => entry.etape)).toEqual(['creee']);
    expect(orderTimeline({ ...base, statut: 'expiree' }).map((entry) => [entry.etape, entry.date])).toEqual([
      ['creee', base.created],
      ['expiree', base.expire],
    ]);
  });

  it('places the status changes made by hand with their author, and skips non-changes', () => {
    const timeline = orderTimeline(
      { ...base, statut: 'payee', payee: '2026-03-01T10:05:00.000Z', expediee: '2026-03-02T09:00:00.000Z' },
      [
        { date: '2026-03-03T08:00:00.000Z', avant: 'expediee', apres: 'payee', auteur: 'alix@exemple.fr' },
        { date: '2026-03-01T12:00:00.000Z', avant: 'payee', apres: 'payee', auteur: 'alix@exemple.fr' },
        { date: '2026-03-01T12:00:00.000Z', avant: 'payee', apres: 'perdue', auteur: null },
      ],
    );
    expect(timeline.at(-1)).toEqual({
      etape: 'statut',
      date: '2026-03-03T08:00:00.000Z',
      avant: 'expediee',
      apres: 'payee',
      auteur: 'alix@exemple.fr',
    });
    expect(timeline).toHaveLength(4);
  });
});
