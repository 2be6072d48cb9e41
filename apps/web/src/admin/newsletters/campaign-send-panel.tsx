import { LOCALES, renderCampaignMail, type CampaignTranslations, type Locale } from '@boutique/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { recordQueryOptions, resourceQueryKey } from '../kit/resource-api.ts';
import { campaignReportKey, campaignReportOptions, sendCampaign } from './campaign-api.ts';
import styles from '../admin.module.css';
import panel from './campaign-send-panel.module.css';
import { Panel } from '../kit/panel.tsx';

const PREVIEW_LINK = (language: Locale) => `${window.location.origin}/${language}/newsletter/desinscription/…`;

/**
 * Below a saved campaign: the mail exactly as a subscriber of each language receives it, then
 * the send (confirmed first: it cannot be undone) and, once sent, where its mails stand.
 */
export function CampaignSendPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const record = useQuery(recordQueryOptions('campagnes', id));
  const [language, setLanguage] = useState<Locale>('fr');
  const [confirming, setConfirming] = useState(false);
  const isSent = Boolean(record.data?.envoyee);
  const report = useQuery({ ...campaignReportOptions(id), enabled: isSent });
  const send = useMutation({
    mutationFn: () => sendCampaign(id),
    onSuccess: async (answer) => {
      queryClient.setQueryData(campaignReportKey(id), answer);
      await queryClient.invalidateQueries({ queryKey: resourceQueryKey('campagnes') });
    },
  });
  if (!record.data) return null;

  const campaign = {
    sujet: String(record.data.sujet),
    contenu: String(record.data.contenu),
    traductions: (record.data.traductions ?? {}) as CampaignTranslations,
  };
  const preview = renderCampaignMail(campaign, language, PREVIEW_LINK);
  return (
    <Panel title={t('admin.campagnes.apercu')}>
      <div role="group" aria-label={t('admin.campagnes.langue_apercu')} className={panel.languages}>
        {LOCALES.map((locale) => (
          <button
            key={locale}
            type="button"
            className={styles.buttonSmall}
            aria-pressed={language === locale}
            onClick={() => setLanguage(locale)}
          >
            {locale.toUpperCase()}
          </button>
        ))}
      </div>
      {preview.language !== language && (
        <p className={styles.muted}>{t('admin.campagnes.non_traduite', { langue: language.toUpperCase() })}</p>
      )}
      <article className={panel.mail} aria-label={t('admin.campagnes.apercu')}>
        <p className={panel.subject}>{preview.subject}</p>
        <p className={panel.body}>{preview.text}</p>
      </article>

      {isSent ? (
        <div role="status" className={panel.report}>
          <p>{t('admin.campagnes.envoyee', { count: Number(record.data.destinataires) })}</p>
          {report.data && (
            <p className={styles.muted}>
              {t('admin.campagnes.bilan', {
                envoyes: report.data.envoyes,
                attente: report.data.en_attente,
                echecs: report.data.echecs,
              })}
            </p>
          )}
        </div>
      ) : (
        <div className={panel.sendBar}>
          <button
            type="button"
            className={styles.buttonPrimary}
            disabled={send.isPending}
            onClick={() => setConfirming(true)}
          >
            {send.isPending ? t('admin.campagnes.envoi_en_cours') : t('admin.campagnes.envoyer')}
          </button>
          <p role="alert" className={styles.announceAlert}>
            {send.isError ? t('admin.kit.erreur', { message: send.error.message }) : ''}
          </p>
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('admin.campagnes.envoyer')}
          message={t('admin.campagnes.envoyer_question')}
          confirmLabel={t('admin.campagnes.envoyer_confirmer')}
          onConfirm={() => send.mutate()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Panel>
  );
}
