import { formatEuros, payoutRefusal, type AmbassadorDetail } from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'wouter';
import fieldStyles from '../../components/ui/form-field.module.css';
import { FormField } from '../../components/ui/form-field.tsx';
import stackedTable from '../../components/ui/stacked-table.module.css';
import { ApiError } from '../../lib/api-client.ts';
import { QueryError } from '../kit/query-error.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { parseEurosToCents } from '../payment-links/lib/amount.ts';
import { Announcer, useAnnouncer } from '../kit/announcer.tsx';
import styles from '../admin.module.css';
import {
  ambassadorQueryOptions,
  ambassadorsQueryKey,
  ambassadorsQueryOptions,
  recordPayout,
} from './ambassadeurs-api.ts';
import { tableRegion } from '../kit/table-region.ts';

function useMoney() {
  const tag = useLocaleTag();
  return (cents: number) => formatEuros(cents, tag);
}

/** /:lang/ad/ambassadeurs: the ambassadors, their codes, what they brought, earned, were paid and are owed. */
export function AmbassadeursPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.menu.ambassadeurs'));
  const money = useMoney();
  const list = useQuery(ambassadorsQueryOptions());
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('admin.menu.ambassadeurs')}</h1>
      <section className={styles.panel} aria-label={t('admin.menu.ambassadeurs')}>
        {list.isPending ? (
          <p role="status" className={styles.muted}>
            {t('admin.ambassadeurs.chargement')}
          </p>
        ) : list.isError ? (
          <QueryError error={list.error} />
        ) : list.data.length === 0 ? (
          <p className={styles.muted}>{t('admin.ambassadeurs.vide')}</p>
        ) : (
          <div {...tableRegion(t('admin.kit.tableau', { titre: t('admin.menu.ambassadeurs') }), 'stacked')}>
            <table className={`${styles.table} ${stackedTable.stacked}`}>
              <caption className="visually-hidden">{t('admin.menu.ambassadeurs')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.ambassadeurs.ambassadeur')}</th>
                  <th scope="col">{t('admin.ambassadeurs.codes')}</th>
                  <th scope="col" className={styles.numeric}>
                    {t('admin.ambassadeurs.commandes')}
                  </th>
                  <th scope="col" className={styles.numeric}>
                    {t('admin.ambassadeurs.commission')}
                  </th>
                  <th scope="col" className={styles.numeric}>
                    {t('admin.ambassadeurs.verse')}
                  </th>
                  <th scope="col" className={styles.numeric}>
                    {t('admin.ambassadeurs.solde')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((row) => (
                  <tr key={row.id}>
                    <td data-label={t('admin.ambassadeurs.ambassadeur')}>
                      <Link href={`/ambassadeurs/${row.id}`}>
                        {[row.prenom, row.nom].filter(Boolean).join(' ') || row.mail}
                      </Link>
                    </td>
                    <td data-label={t('admin.ambassadeurs.codes')}>{row.codes.join(', ') || '—'}</td>
                    <td data-label={t('admin.ambassadeurs.commandes')} className={styles.numeric}>
                      {row.commandes}
                    </td>
                    <td data-label={t('admin.ambassadeurs.commission')} className={styles.numeric}>
                      {money(row.commission_ht)}
                    </td>
                    <td data-label={t('admin.ambassadeurs.verse')} className={styles.numeric}>
                      {money(row.verse_ht)}
                    </td>
                    <td data-label={t('admin.ambassadeurs.solde')} className={styles.numeric}>
                      {money(row.solde_ht)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

/** "Marquer un versement comme payé": an amount up to the balance, the transfer's day and reference. */
function PayoutForm({
  ambassador,
  onDone,
}: {
  ambassador: AmbassadorDetail;
  onDone: (next: AmbassadorDetail) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const [values, setValues] = useState({ montant: '', paye_le: today(), reference: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const { announcement, say, fail, clear } = useAnnouncer();
  const set = (name: keyof typeof values, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    clear();
    const cents = parseEurosToCents(values.montant);
    const refusal =
      cents === null ? t('admin.ambassadeurs.montant_invalide') : payoutRefusal(cents, ambassador.solde_ht);
    if (refusal || cents === null) {
      setErrors({ montant_ht: [refusal ?? t('admin.ambassadeurs.montant_invalide')] });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const next = await recordPayout(String(ambassador.id), {
        montant_ht: cents,
        paye_le: values.paye_le,
        reference: values.reference,
      });
      setValues({ montant: '', paye_le: today(), reference: '' });
      say(t('admin.ambassadeurs.versement_enregistre', { montant: money(cents) }));
      onDone(next);
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.errors);
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="versement-titre">
      <h2 id="versement-titre" className={styles.panelTitle}>
        {t('admin.ambassadeurs.marquer_paye')}
      </h2>
      <form className={styles.linkForm} onSubmit={(event) => void submit(event)} noValidate>
        <FormField
          label={t('admin.ambassadeurs.montant')}
          required
          hint={t('admin.ambassadeurs.montant_aide', { solde: money(ambassador.solde_ht) })}
          errors={errors.montant_ht}
        >
          {(control) => (
            <input
              {...control}
              className={`${fieldStyles.input} ${styles.input} ${styles.amountInput}`}
              name="montant"
              inputMode="decimal"
              autoComplete="off"
              value={values.montant}
              onChange={(event) => set('montant', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('admin.ambassadeurs.paye_le')} required errors={errors.paye_le}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={`${fieldStyles.input} ${styles.input}`}
              name="paye_le"
              value={values.paye_le}
              onChange={(event) => set('paye_le', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('admin.ambassadeurs.reference')} errors={errors.reference}>
          {(control) => (
            <input
              {...control}
              className={`${fieldStyles.input} ${styles.input}`}
              name="reference"
              autoComplete="off"
              value={values.reference}
              onChange={(event) => set('reference', event.target.value)}
            />
          )}
        </FormField>
        <div className={styles.formFooter}>
          <button type="submit" className={styles.buttonPrimary} disabled={busy || ambassador.solde_ht <= 0}>
            {busy ? t('admin.kit.enregistrement') : t('admin.ambassadeurs.marquer_paye')}
          </button>
        </div>
      </form>
      <Announcer announcement={announcement} />
    </section>
  );
}

/** /:lang/ad/ambassadeurs/:id: one ambassador's balance, referred orders and payouts ledger. */
export function AmbassadeurPage() {
  const params = useParams<{ id: string }>();
  const { t } = useTranslation();
  const money = useMoney();
  const tag = useLocaleTag();
  const queryClient = useQueryClient();
  const query = useQuery(ambassadorQueryOptions(params.id));
  const ambassador = query.data;
  const name = ambassador ? [ambassador.prenom, ambassador.nom].filter(Boolean).join(' ') || ambassador.mail : '';
  useDocumentTitle(name || t('admin.menu.ambassadeurs'));
  const day = (iso: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'short' }).format(new Date(iso));
  if (query.isPending) {
    return (
      <p role="status" className={styles.muted}>
        {t('admin.kit.chargement')}
      </p>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.code === 404 || query.error.code === 400);
    return missing ? <p className={styles.muted}>{t('admin.kit.introuvable')}</p> : <QueryError error={query.error} />;
  }
  const current = query.data;
  const done = (next: AmbassadorDetail) => {
    queryClient.setQueryData(ambassadorQueryOptions(params.id).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: ambassadorsQueryKey, exact: true });
  };
  return (
    <div className={styles.page}>
      <p>
        <Link href="/ambassadeurs">{t('admin.ambassadeurs.retour')}</Link>
      </p>
      <h1 className={styles.pageTitle}>{name}</h1>
      <section className={styles.panel} aria-labelledby="solde-titre">
        <h2 id="solde-titre" className={styles.panelTitle}>
          {t('admin.ambassadeurs.solde_titre')}
        </h2>
        <dl>
          <dt>{t('admin.ambassadeurs.codes')}</dt>
          <dd>{current.codes.join(', ') || '—'}</dd>
          <dt>{t('admin.ambassadeurs.commission')}</dt>
          <dd>{money(current.commission_ht)}</dd>
          <dt>{t('admin.ambassadeurs.verse')}</dt>
          <dd>{money(current.verse_ht)}</dd>
          <dt>{t('admin.ambassadeurs.solde')}</dt>
          <dd>{money(current.solde_ht)}</dd>
        </dl>
      </section>
      <PayoutForm ambassador={current} onDone={done} />
      <section className={styles.panel} aria-labelledby="versements-titre">
        <h2 id="versements-titre" className={styles.panelTitle}>
          {t('admin.ambassadeurs.versements')}
        </h2>
        {current.versements.length === 0 ? (
          <p className={styles.muted}>{t('admin.ambassadeurs.aucun_versement')}</p>
        ) : (
          <div {...tableRegion(t('admin.kit.tableau', { titre: t('admin.ambassadeurs.versements') }), 'stacked')}>
            <table className={`${styles.table} ${stackedTable.stacked}`}>
              <caption className="visually-hidden">{t('admin.ambassadeurs.versements')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.ambassadeurs.paye_le')}</th>
                  <th scope="col" className={styles.numeric}>
                    {t('admin.ambassadeurs.montant')}
                  </th>
                  <th scope="col">{t('admin.ambassadeurs.reference')}</th>
                  <th scope="col">{t('admin.ambassadeurs.auteur')}</th>
                </tr>
              </thead>
              <tbody>
                {current.versements.map((payout) => (
                  <tr key={payout.id}>
                    <td data-label={t('admin.ambassadeurs.paye_le')}>{day(payout.paye_le)}</td>
                    <td data-label={t('admin.ambassadeurs.montant')} className={styles.numeric}>
                      {money(payout.montant_ht)}
                    </td>
                    <td data-label={t('admin.ambassadeurs.reference')}>{payout.reference || '—'}</td>
                    <td data-label={t('admin.ambassadeurs.auteur')}>{payout.auteur ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="commandes-titre">
        <h2 id="commandes-titre" className={styles.panelTitle}>
          {t('admin.ambassadeurs.commandes_parrainees')}
        </h2>
        {current.commandes_parrainees.length === 0 ? (
          <p className={styles.muted}>{t('admin.ambassadeurs.aucune_commande')}</p>
        ) : (
          <div
            {...tableRegion(t('admin.kit.tableau', { titre: t('admin.ambassadeurs.commandes_parrainees') }), 'stacked')}
          >
            <table className={`${styles.table} ${stackedTable.stacked}`}>
              <caption className="visually-hidden">{t('admin.ambassadeurs.commandes_parrainees')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.ambassadeurs.numero')}</th>
                  <th scope="col">{t('admin.ambassadeurs.date')}</th>
                  <th scope="col">{t('admin.ambassadeurs.statut')}</th>
                  <th scope="col" className={styles.numeric}>
                    {t('admin.ambassadeurs.total_ht')}
                  </th>
                  <th scope="col" className={styles.numeric}>
                    {t('admin.ambassadeurs.commission')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {current.commandes_parrainees.map((order) => (
                  <tr key={order.hash}>
                    <td data-label={t('admin.ambassadeurs.numero')}>
                      <Link href={`/commandes/${order.hash}`}>{order.numero ?? '—'}</Link>
                    </td>
                    <td data-label={t('admin.ambassadeurs.date')}>{day(order.created)}</td>
                    <td data-label={t('admin.ambassadeurs.statut')}>{t(`admin.commandes.statuts.${order.statut}`)}</td>
                    <td data-label={t('admin.ambassadeurs.total_ht')} className={styles.numeric}>
                      {money(order.total_ht)}
                    </td>
                    <td data-label={t('admin.ambassadeurs.commission')} className={styles.numeric}>
                      {money(order.commission_ht)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
