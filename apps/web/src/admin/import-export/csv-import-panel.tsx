import type { ImportReport } from '@boutique/domain';
import { useState, type FormEvent } from 'react';
import { buttonClassName } from '../../components/ui/button.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import type { Announce } from '../kit/announcer.tsx';
import type { UploadProgress } from '../kit/upload.ts';
import { useDownload } from '../kit/use-download.ts';
import styles from '../admin.module.css';
import { ImportReportView } from './import-report.tsx';
import { Panel } from '../kit/panel.tsx';

export interface CsvImportPanelProps {
  title: string;
  intro: string;
  exportLabel: string;
  importLabel: string;
  download: () => Promise<void>;
  send: (
    file: File,
    mode: 'essai' | 'application',
    onProgress: (progress: UploadProgress) => void,
  ) => Promise<ImportReport>;
  announce: Announce & { clear: () => void };
}

/**
 * One CSV file's panel: its export, and its import in two steps, a dry run (with the upload's
 * progress) that lists what would change and why rows are refused, then, after a confirmation,
 * the same file applied, all or nothing.
 */
export function CsvImportPanel({
  title,
  intro,
  exportLabel,
  importLabel,
  download,
  send,
  announce,
}: CsvImportPanelProps) {
  const { t } = useTranslation();
  const exported = useDownload(download, () => t('admin.import_export.erreur_export'));
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [confirming, setConfirming] = useState(false);

  const run = async (mode: 'essai' | 'application') => {
    if (!file) return;
    announce.clear();
    setProgress({ loaded: 0, total: file.size });
    try {
      const answer = await send(file, mode, setProgress);
      setReport(answer);
      announce.say(
        answer.applique ? t('admin.import_export.applique') : t('admin.import_export.verifie', { refus: answer.refus }),
      );
    } catch (error) {
      announce.fail(error);
    } finally {
      setProgress(null);
    }
  };
  const check = (event: FormEvent) => {
    event.preventDefault();
    setReport(null);
    void run('essai');
  };
  const canApply =
    report !== null && !report.applique && report.refus === 0 && report.creations + report.modifications > 0;

  return (
    <Panel title={title}>
      <p className={styles.muted}>{intro}</p>
      <div className={styles.formFooter}>
        <button
          type="button"
          className={styles.buttonSmall}
          disabled={exported.busy}
          onClick={() => void exported.download()}
        >
          {exported.busy ? t('admin.import_export.export_en_cours') : exportLabel}
        </button>
        <p role="alert" className={styles.formError}>
          {exported.failure}
        </p>
      </div>
      <form className={styles.linkForm} onSubmit={check} aria-label={importLabel} noValidate>
        <FormField label={t('admin.import_export.fichier')} hint={t('admin.import_export.fichier_aide')} required>
          {(control) => (
            <input
              {...control}
              type="file"
              accept=".csv,text/csv"
              className={styles.input}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setReport(null);
              }}
            />
          )}
        </FormField>
        <div className={styles.formFooter}>
          <button type="submit" className={buttonClassName('secondary')} disabled={!file || progress !== null}>
            {t('admin.import_export.verifier')}
          </button>
          <button
            type="button"
            className={buttonClassName('primary')}
            disabled={!canApply || progress !== null}
            onClick={() => setConfirming(true)}
          >
            {t('admin.import_export.appliquer')}
          </button>
        </div>
        {progress && (
          <progress
            className={styles.wide}
            max={progress.total || 1}
            value={progress.loaded}
            aria-label={t('admin.import_export.envoi')}
          />
        )}
      </form>
      {report && <ImportReportView report={report} />}
      {confirming && report && (
        <ConfirmDialog
          title={t('admin.import_export.appliquer')}
          message={t('admin.import_export.appliquer_question', {
            creations: report.creations,
            modifications: report.modifications,
          })}
          confirmLabel={t('admin.import_export.appliquer')}
          onConfirm={() => {
            setConfirming(false);
            void run('application');
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Panel>
  );
}
