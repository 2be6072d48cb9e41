import { calculateShopDay } from '@boutique/domain';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Announcer, useAnnouncer } from '../kit/announcer.tsx';
import { useErrorText } from '../kit/error-text.ts';
import { useDownload } from '../kit/use-download.ts';
import { useStaffAccess } from '../staff/staff-api.ts';
import styles from '../admin.module.css';
import { CsvImportPanel } from './csv-import-panel.tsx';
import { csvFiles, downloadCustomersCsv } from './import-export-api.ts';
import { Panel } from '../kit/panel.tsx';

const today = () => calculateShopDay(new Date());

/**
 * /:lang/ad/import-export: the catalogue (products, variants, prices, translations) and the stock
 * (units per warehouse and lot) as CSV to download, edit in a spreadsheet and read back: a dry run
 * lists per row what would be created, changed or refused and why; applying writes all of it or
 * nothing. And, for those allowed, the customers' file (the subscribers' is on their list).
 */
export function ImportExportPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.import_export.titre'));
  const announcer = useAnnouncer();
  const errorText = useErrorText();
  const access = useStaffAccess();
  const customers = useDownload(() => downloadCustomersCsv(today()), errorText);

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('admin.import_export.titre')}</h1>
      <p className={styles.muted}>{t('admin.import_export.intro')}</p>
      <Announcer announcement={announcer.announcement} />
      <CsvImportPanel
        title={t('admin.import_export.catalogue')}
        intro={t('admin.import_export.catalogue_aide')}
        exportLabel={t('admin.import_export.exporter')}
        importLabel={t('admin.import_export.importer')}
        download={() => csvFiles.catalogue.download(today())}
        send={csvFiles.catalogue.send}
        announce={announcer}
      />
      <CsvImportPanel
        title={t('admin.import_export.stocks')}
        intro={t('admin.import_export.stocks_aide')}
        exportLabel={t('admin.import_export.exporter_stocks')}
        importLabel={t('admin.import_export.importer_stocks')}
        download={() => csvFiles.stocks.download(today())}
        send={csvFiles.stocks.send}
        announce={announcer}
      />
      {access.can('clients:exporter') && (
        <Panel title={t('admin.import_export.clients')}>
          <p className={styles.muted}>{t('admin.import_export.clients_aide')}</p>
          <div className={styles.formFooter}>
            <button
              type="button"
              className={styles.buttonSmall}
              disabled={customers.busy}
              onClick={() => void customers.download()}
            >
              {customers.busy ? t('admin.import_export.export_en_cours') : t('admin.import_export.exporter_clients')}
            </button>
            <p role="alert" className={styles.formError}>
              {customers.failure}
            </p>
          </div>
        </Panel>
      )}
    </div>
  );
}
