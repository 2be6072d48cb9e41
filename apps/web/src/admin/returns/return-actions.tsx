import { canMoveReturn, RETURN_REFUSALS, type Return, type ReturnRefusal } from '@boutique/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import type { Announce } from '../kit/announcer.tsx';
import { Table, type TableColumn } from '../kit/table.tsx';
import { returnRefusalKey } from './return-refusal-text.ts';
import { useStaffAccess } from '../staff/staff-api.ts';
import { receiveReturn, refundReturn, refuseReturn } from './returns-api.ts';
import styles from '../admin.module.css';

type Line = Return['lignes'][number];

/**
 * The return's lines and staff's next steps: receive the goods (units per line, back in stock or
 * not), refuse with a reason (an opened sealed product, art. 16(e), when the return holds one),
 * refund through the order's refunds in part.
 */
export function ReturnActions({ item, announce }: { item: Return; announce: Announce }) {
  const { t } = useTranslation();
  const access = useStaffAccess();
  const client = useQueryClient();
  const [received, setReceived] = useState<Record<number, number>>(() =>
    Object.fromEntries(item.lignes.map((line) => [line.declinaison, line.recu ?? line.qtt])),
  );
  const [restock, setRestock] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(item.lignes.map((line) => [line.declinaison, !line.scelle])),
  );
  const hasSealed = item.lignes.some((line) => line.scelle);
  const [motif, setMotif] = useState<ReturnRefusal>(hasSealed ? 'scelle_ouvert' : 'autre');
  const [detail, setDetail] = useState('');
  const action = useMutation({
    mutationFn: (run: () => Promise<Return>) => run(),
    onSuccess: (updated) => {
      client.setQueryData(['retours', 'detail', updated.id], updated);
      void client.invalidateQueries({ queryKey: ['retours'] });
      announce.say(t(`admin.retours.fait.${updated.statut}`));
    },
    onError: (error) => {
      const key = returnRefusalKey(error);
      if (key) announce.fail(new Error(t(key)));
      else announce.fail(error);
    },
  });
  const canReceive = canMoveReturn(item.statut, 'recu');
  const columns: TableColumn<Line>[] = [
    {
      key: 'article',
      header: t('admin.retours.article'),
      cell: (line) => (
        <>
          {line.produit_label} — {line.label}
          {line.scelle && <span className={styles.muted}> ({t('admin.retours.scelle')})</span>}
        </>
      ),
      isRowHeader: true,
    },
    { key: 'qtt', header: t('admin.retours.quantite'), cell: (line) => line.qtt, numeric: true },
    {
      key: 'recu',
      header: t('admin.retours.recu'),
      cell: (line) =>
        canReceive ? (
          <select
            aria-label={t('admin.retours.recu_de', { article: line.produit_label })}
            value={received[line.declinaison] ?? 0}
            onChange={(event) =>
              setReceived((current) => ({ ...current, [line.declinaison]: Number(event.target.value) }))
            }
          >
            {Array.from({ length: line.qtt + 1 }, (_, qtt) => (
              <option key={qtt} value={qtt}>
                {qtt}
              </option>
            ))}
          </select>
        ) : (
          (line.recu ?? '—')
        ),
    },
    {
      key: 'restock',
      header: t('admin.retours.restock'),
      cell: (line) =>
        canReceive ? (
          <input
            type="checkbox"
            aria-label={t('admin.retours.restock_de', { article: line.produit_label })}
            checked={restock[line.declinaison] ?? false}
            onChange={(event) => setRestock((current) => ({ ...current, [line.declinaison]: event.target.checked }))}
          />
        ) : line.restock ? (
          t('admin.retours.oui')
        ) : (
          t('admin.retours.non')
        ),
    },
  ];
  const run = (call: () => Promise<Return>) => {
    if (action.isPending) return;
    action.mutate(call);
  };
  return (
    <section className={styles.panel} aria-labelledby="return-lines">
      <h2 id="return-lines">{t('admin.retours.articles')}</h2>
      <Table
        caption={t('admin.retours.articles')}
        captionMode="none"
        columns={columns}
        rows={item.lignes}
        rowKey={(line) => line.declinaison}
      />
      <div className={styles.rowActions}>
        {canReceive && (
          <button
            type="button"
            className={styles.buttonSmall}
            disabled={action.isPending}
            onClick={() =>
              run(() =>
                receiveReturn(item.id, {
                  lignes: item.lignes.map((line) => ({
                    declinaison: line.declinaison,
                    qtt: received[line.declinaison] ?? 0,
                    restock: restock[line.declinaison] ?? false,
                  })),
                }),
              )
            }
          >
            {t('admin.retours.recevoir')}
          </button>
        )}
        {canMoveReturn(item.statut, 'rembourse') && access.can('remboursements:ecrire') && (
          <button
            type="button"
            className={styles.buttonSmall}
            disabled={action.isPending}
            onClick={() => run(() => refundReturn(item.id))}
          >
            {t('admin.retours.rembourser')}
          </button>
        )}
      </div>
      {canMoveReturn(item.statut, 'refuse') && (
        <fieldset>
          <legend>{t('admin.retours.refuser_titre')}</legend>
          <label>
            {t('admin.retours.motif')}{' '}
            <select value={motif} onChange={(event) => setMotif(event.target.value as ReturnRefusal)}>
              {RETURN_REFUSALS.filter((value) => value !== 'scelle_ouvert' || hasSealed).map((value) => (
                <option key={value} value={value}>
                  {t(`admin.retours.refus.${value}`)}
                </option>
              ))}
            </select>
          </label>{' '}
          <label>
            {t('admin.retours.detail')}{' '}
            <input type="text" value={detail} maxLength={2000} onChange={(event) => setDetail(event.target.value)} />
          </label>{' '}
          <button
            type="button"
            className={styles.buttonSmall}
            disabled={action.isPending}
            onClick={() => run(() => refuseReturn(item.id, { motif, detail }))}
          >
            {t('admin.retours.refuser')}
          </button>
        </fieldset>
      )}
    </section>
  );
}
