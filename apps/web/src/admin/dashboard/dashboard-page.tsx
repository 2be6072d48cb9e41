import { conversionRate, formatEuros, type Dashboard } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { dashboardQueryOptions } from './dashboard-query.ts';
import { statsHref } from '../stats/stats-period.ts';
import { listLinks } from './list-links.ts';
import styles from '../admin.module.css';
import own from './dashboard.module.css';
import { Table } from '../kit/table.tsx';
import { ShopTimeNote, useShopTime } from '../kit/shop-time.tsx';
import { Panel } from '../kit/panel.tsx';

/** One figure with its explanation and the link to the list it counts. */
function Tile(props: { title: string; help: string; href: string; linkText: string; children: ReactNode }) {
  return (
    <Panel className={own.tile} title={props.title}>
      {props.children}
      <p className={`${styles.muted} ${own.detail}`}>{props.help}</p>
      <Link href={props.href} className={own.detail}>
        {props.linkText}
      </Link>
    </Panel>
  );
}

/** How many of a tile's sales were test orders, marked as the order lists mark them. */
function TestShare({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <p className={own.detail}>
      <span className={styles.test}>{t('admin.commandes.test')}</span> {t('admin.dash.ventes_test', { count })}
    </p>
  );
}

function Figures({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const dateTime = { format: useShopTime().dateTime };
  const hiddenLowStock = data.stock_bas.total - data.stock_bas.declinaisons.length;
  const week = data.audience.semaine;
  const rate = conversionRate(week.commandes, week.visites);
  const conversion =
    rate === null ? '–' : new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
  return (
    <>
      <div className={own.tiles}>
        <Tile
          title={t('admin.dash.ventes_jour')}
          help={t('admin.dash.ventes_aide')}
          href={listLinks.salesOfDay(data.jour)}
          linkText={t('admin.dash.voir_ventes_jour')}
        >
          <p className={own.figure}>{formatEuros(data.ventes_jour.ttc, tag)}</p>
          <p className={own.detail}>{t('admin.dash.ventes_nombre', { count: data.ventes_jour.count })}</p>
          <TestShare count={data.ventes_jour.test} />
        </Tile>
        <Tile
          title={t('admin.dash.ventes_mois')}
          help={t('admin.dash.ventes_aide')}
          href={listLinks.salesOfMonth(data.mois)}
          linkText={t('admin.dash.voir_ventes_mois')}
        >
          <p className={own.figure}>{formatEuros(data.ventes_mois.ttc, tag)}</p>
          <p className={own.detail}>{t('admin.dash.ventes_nombre', { count: data.ventes_mois.count })}</p>
          <TestShare count={data.ventes_mois.test} />
        </Tile>
        <Tile
          title={t('admin.stats.dash_visites')}
          help={t('admin.stats.dash_visites_aide')}
          href={statsHref({ du: data.jour, au: data.jour })}
          linkText={t('admin.stats.dash_voir_jour')}
        >
          <p className={own.figure}>{new Intl.NumberFormat(tag).format(data.audience.visites_jour)}</p>
        </Tile>
        <Tile
          title={t('admin.stats.dash_conversion')}
          help={t('admin.stats.dash_conversion_aide')}
          href={statsHref(week)}
          linkText={t('admin.stats.dash_voir_semaine')}
        >
          <p className={own.figure}>{conversion}</p>
          <p className={own.detail}>
            {rate === null && week.visites > 0
              ? t('admin.stats.dash_conversion_aucune')
              : t('admin.stats.dash_conversion_detail', week)}
          </p>
        </Tile>
        <Tile
          title={t('admin.dash.a_expedier')}
          help={t('admin.dash.a_expedier_aide')}
          href={listLinks.toShip()}
          linkText={t('admin.dash.voir_a_expedier')}
        >
          <p className={own.figure}>{data.a_expedier}</p>
        </Tile>
        <Tile
          title={t('admin.dash.liens_impayes')}
          help={t('admin.dash.liens_impayes_aide')}
          href={listLinks.paymentLinks()}
          linkText={t('admin.dash.voir_liens')}
        >
          <p className={own.figure}>{data.liens_impayes}</p>
        </Tile>
        <Tile
          title={t('admin.dash.stock_bas')}
          help={t('admin.dash.stock_bas_aide')}
          href={listLinks.lowStock()}
          linkText={t('admin.dash.voir_stock_bas')}
        >
          <p className={own.figure}>{data.stock_bas.total}</p>
          {data.stock_bas.total === 0 ? (
            <p className={own.detail}>{t('admin.dash.stock_bas_vide')}</p>
          ) : (
            <ul className={own.stockList}>
              {data.stock_bas.declinaisons.map((variant) => (
                <li key={variant.id}>
                  <Link href={listLinks.product(variant.produit_id)}>{t('admin.dash.stock_bas_ligne', variant)}</Link>
                </li>
              ))}
              {hiddenLowStock > 0 && <li>{t('admin.dash.stock_bas_autres', { count: hiddenLowStock })}</li>}
            </ul>
          )}
        </Tile>
        <Tile
          title={t('admin.dash.lots_proches', { count: data.lots_proches.jours })}
          help={t('admin.dash.lots_proches_aide')}
          href={listLinks.lots()}
          linkText={t('admin.dash.voir_lots')}
        >
          <p className={own.figure}>{data.lots_proches.total}</p>
        </Tile>
      </div>
      <Panel
        title={t('admin.dash.dernieres')}
        actions={<Link href={listLinks.orders()}>{t('admin.dash.voir_commandes')}</Link>}
      >
        {data.dernieres.length === 0 ? (
          <p className={styles.muted}>{t('admin.dash.dernieres_vide')}</p>
        ) : (
          <Table
            caption={t('admin.dash.dernieres')}
            rows={data.dernieres}
            rowKey={(order) => order.hash}
            columns={[
              {
                key: 'numero',
                header: t('admin.commandes.colonnes.numero'),
                isRowHeader: true,
                className: styles.nowrap,
                cell: (order) => (
                  <>
                    <Link href={listLinks.order(order.hash)}>{order.numero ?? t('admin.commandes.sans_numero')}</Link>
                    {order.test ? <span className={styles.test}>{t('admin.commandes.test')}</span> : null}
                  </>
                ),
              },
              {
                key: 'date',
                header: t('admin.commandes.colonnes.date'),
                className: styles.nowrap,
                cell: (order) => dateTime.format(new Date(order.created)),
              },
              { key: 'client', header: t('admin.commandes.colonnes.client'), cell: (order) => order.client },
              {
                key: 'total',
                header: t('admin.commandes.colonnes.total'),
                numeric: true,
                cell: (order) => formatEuros(order.total_ttc, tag),
              },
              {
                key: 'statut',
                header: t('admin.commandes.colonnes.statut'),
                cell: (order) => t(`admin.commandes.statuts.${order.statut}`),
              },
            ]}
          />
        )}
      </Panel>
    </>
  );
}

/**
 * /:lang/ad/dash, where the header's cog leads: today's and the month's sales, orders to ship,
 * unpaid links, low stock and the last orders; each tile opens its list with the matching filters.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.dash.titre'));
  const figures = useQuery(dashboardQueryOptions());
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('admin.dash.titre')}</h1>
      <ShopTimeNote />
      {figures.isPending ? (
        <p role="status" className={styles.muted}>
          {t('admin.dash.chargement')}
        </p>
      ) : figures.isError ? (
        <div role="alert" className={styles.announceAlert}>
          <p>
            {figures.error instanceof ApiError && figures.error.code === 403
              ? t('admin.acces_reserve_texte')
              : t('admin.dash.erreur', { message: figures.error.message })}
          </p>
          <button type="button" className={styles.buttonSmall} onClick={() => void figures.refetch()}>
            {t('admin.dash.reessayer')}
          </button>
        </div>
      ) : (
        <Figures data={figures.data} />
      )}
    </div>
  );
}
