import {
  LOCALES,
  MAIL_TEMPLATE_KEYS,
  MAIL_TEMPLATES,
  mailTemplateProblems,
  type Locale,
  type MailTemplate,
  type MailTemplateEntry,
  type MailTemplateKey,
  type MailTemplatePart,
  type MailTemplateProblem,
} from '@boutique/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Link, useSearch } from 'wouter';
import { buttonClassName } from '../../components/ui/button.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Announcer, useAnnouncer, type Announce } from '../kit/announcer.tsx';
import { QueryView } from '../kit/query-view.tsx';
import { useShopTime } from '../kit/shop-time.tsx';
import { useUnsavedGuard } from '../kit/unsaved-guard.tsx';
import styles from '../admin.module.css';
import { MailPreviewFrame } from './mail-preview-frame.tsx';
import page from './mails-page.module.css';
import { mailsOptions, mailsQueryKey, previewMail, restoreMail, saveMail, sendTestMail } from './mails-api.ts';
import { Panel } from '../kit/panel.tsx';

const isKey = (value: string | null): value is MailTemplateKey => MAIL_TEMPLATE_KEYS.includes(value as MailTemplateKey);
const isLocale = (value: string | null): value is Locale => LOCALES.includes(value as Locale);

/** The mail and language the address names (`?cle=expedition&langue=en`), else the first mail in French. */
function readSelection(search: string): { cle: MailTemplateKey; langue: Locale } {
  const params = new URLSearchParams(search);
  const cle = params.get('cle');
  const langue = params.get('langue');
  return { cle: isKey(cle) ? cle : MAIL_TEMPLATE_KEYS[0]!, langue: isLocale(langue) ? langue : 'fr' };
}

const selectionHref = (cle: MailTemplateKey, langue: Locale) => `/mails?cle=${cle}&langue=${langue}`;

/**
 * /:lang/ad/mails: the transactional mails in each language, their subject, HTML and text
 * rewritten by staff with the placeholders each mail offers (checked as they type), previewed with
 * a sample order, sent as a test to one's own address, or restored to the shipped text.
 */
export function MailsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.mails.titre'));
  const mails = useQuery(mailsOptions());
  const announcer = useAnnouncer();
  const { cle, langue } = readSelection(useSearch());
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('admin.mails.titre')}</h1>
      <p className={styles.muted}>{t('admin.mails.intro')}</p>
      <Announcer announcement={announcer.announcement} />
      <QueryView query={mails}>
        {(loaded) => {
          const entry = loaded.datas.find((item) => item.cle === cle && item.langue === langue);
          return (
            <div className={page.layout}>
              <nav aria-label={t('admin.mails.liste')}>
                <ul className={page.mailList}>
                  {MAIL_TEMPLATE_KEYS.map((key) => (
                    <li key={key}>
                      <Link href={selectionHref(key, langue)} aria-current={key === cle ? 'page' : undefined}>
                        {t(`admin.mails.noms.${key}`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <Panel title={t(`admin.mails.noms.${cle}`)}>
                <ul className={page.languages} aria-label={t('admin.mails.langues')}>
                  {LOCALES.map((locale) => (
                    <li key={locale}>
                      <Link href={selectionHref(cle, locale)} aria-current={locale === langue ? 'page' : undefined}>
                        {t(`admin.langues.${locale}`)}
                      </Link>
                    </li>
                  ))}
                </ul>
                {entry && <TemplateEditor key={`${cle}:${langue}:${entry.maj}`} entry={entry} announce={announcer} />}
              </Panel>
            </div>
          );
        }}
      </QueryView>
    </div>
  );
}

const templateOf = ({ sujet, html, texte }: MailTemplate): MailTemplate => ({ sujet, html, texte });
const sameTemplate = (a: MailTemplate, b: MailTemplate) =>
  a.sujet === b.sujet && a.html === b.html && a.texte === b.texte;

/** One language of one mail: the three parts, their problems, the preview and the actions. */
function TemplateEditor({ entry, announce }: { entry: MailTemplateEntry; announce: Announce & { clear: () => void } }) {
  const { t } = useTranslation();
  const dateTime = useShopTime().dateTime;
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<MailTemplate>(() => templateOf(entry));
  const [restoring, setRestoring] = useState(false);
  const dirty = !sameTemplate(draft, entry);
  const guard = useUnsavedGuard(dirty);
  const problems = useMemo(() => mailTemplateProblems(entry.cle, draft), [entry.cle, draft]);
  const shape = MAIL_TEMPLATES[entry.cle];
  const refresh = () => queryClient.invalidateQueries({ queryKey: mailsQueryKey });

  const preview = useMutation({
    mutationFn: (template: MailTemplate) => previewMail(entry.cle, entry.langue, template),
    onError: (error) => announce.fail(error),
  });
  const { mutate: showPreview } = preview;
  // The mail as it stands, drawn once on opening.
  useEffect(() => showPreview(templateOf(entry)), [entry, showPreview]);

  const save = useMutation({
    mutationFn: () => saveMail(entry.cle, entry.langue, draft),
    onSuccess: () => {
      announce.say(t('admin.mails.enregistre'));
      return refresh();
    },
    onError: (error) => announce.fail(error),
  });
  const restore = useMutation({
    mutationFn: () => restoreMail(entry.cle, entry.langue),
    onSuccess: (answer) => {
      setDraft(templateOf(answer.data));
      announce.say(t('admin.mails.retabli'));
      return refresh();
    },
    onError: (error) => announce.fail(error),
  });
  const test = useMutation({
    mutationFn: () => sendTestMail(entry.cle, entry.langue, draft),
    onSuccess: (answer) => announce.say(t('admin.mails.essai_envoye', { adresse: answer.to })),
    onError: (error) => announce.fail(error),
  });

  const wordProblem = ({ probleme, nom }: MailTemplateProblem) =>
    t(`admin.mails.problemes.${probleme}`, {
      nom,
      balise: shape.blocs.includes(nom as never) ? `{{{${nom}}}}` : `{{${nom}}}`,
    });
  const errorsOf = (part: MailTemplatePart) => problems.filter((problem) => problem.partie === part).map(wordProblem);
  const edit = (part: MailTemplatePart) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [part]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    announce.clear();
    if (problems.length === 0) save.mutate();
  };
  const busy = save.isPending || restore.isPending || test.isPending;

  return (
    <div className={page.editor}>
      <p className={page.modified}>
        {entry.modifie && entry.maj
          ? t('admin.mails.modifie', { date: dateTime(entry.maj) })
          : t('admin.mails.origine')}
      </p>
      <form className={page.editor} onSubmit={submit} noValidate aria-label={t('admin.mails.formulaire')}>
        <div>
          <p className={styles.muted}>{t('admin.mails.espaces')}</p>
          <ul className={page.placeholders}>
            {shape.valeurs.map((name) => (
              <li key={name}>
                <code>{`{{${name}}}`}</code>
                {(shape.requis as readonly string[]).includes(name) ? ' *' : ''}
              </li>
            ))}
            {shape.blocs.map((name) => (
              <li key={name}>
                <code>{`{{{${name}}}}`}</code>
                {(shape.requis as readonly string[]).includes(name) ? ' *' : ''}
              </li>
            ))}
          </ul>
          <p className={styles.muted}>
            {t('admin.mails.espaces_aide', {
              valeur: '{{nom}}',
              bloc: '{{{nom}}}',
              debut: '{{#nom}}',
              fin: '{{/nom}}',
            })}
          </p>
        </div>
        <FormField label={t('admin.mails.sujet')} errors={errorsOf('sujet')} required>
          {(control) => (
            <input {...control} className={styles.input} value={draft.sujet} onChange={edit('sujet')} maxLength={200} />
          )}
        </FormField>
        <FormField label={t('admin.mails.html')} errors={errorsOf('html')} required>
          {(control) => (
            <textarea
              {...control}
              className={`${styles.input} ${page.code}`}
              rows={14}
              spellCheck={false}
              value={draft.html}
              onChange={edit('html')}
            />
          )}
        </FormField>
        <FormField label={t('admin.mails.texte')} errors={errorsOf('texte')} required>
          {(control) => (
            <textarea
              {...control}
              className={`${styles.input} ${page.code}`}
              rows={10}
              value={draft.texte}
              onChange={edit('texte')}
            />
          )}
        </FormField>
        <div className={page.actions}>
          <button type="submit" className={buttonClassName('primary')} disabled={busy || !dirty || problems.length > 0}>
            {t('admin.mails.enregistrer')}
          </button>
          <button
            type="button"
            className={buttonClassName('secondary')}
            disabled={preview.isPending || problems.length > 0}
            onClick={() => preview.mutate(draft)}
          >
            {t('admin.mails.apercu')}
          </button>
          <button
            type="button"
            className={buttonClassName('secondary')}
            disabled={busy || problems.length > 0}
            onClick={() => test.mutate()}
          >
            {t('admin.mails.essai')}
          </button>
          {entry.modifie && (
            <button
              type="button"
              className={buttonClassName('quiet')}
              disabled={busy}
              onClick={() => setRestoring(true)}
            >
              {t('admin.mails.retablir')}
            </button>
          )}
        </div>
      </form>
      <section aria-labelledby="apercu-titre" aria-busy={preview.isPending}>
        <h3 id="apercu-titre" className={styles.panelTitle}>
          {t('admin.mails.apercu_titre')}
        </h3>
        {preview.data && (
          <>
            <p>
              <strong>{t('admin.mails.sujet')}</strong> {preview.data.data.sujet}
            </p>
            <MailPreviewFrame html={preview.data.data.html} title={t('admin.mails.apercu_html')} />
            <details>
              <summary>{t('admin.mails.apercu_texte')}</summary>
              <pre className={page.textVersion}>{preview.data.data.texte}</pre>
            </details>
          </>
        )}
      </section>
      {restoring && (
        <ConfirmDialog
          title={t('admin.mails.retablir')}
          message={t('admin.mails.retablir_question')}
          confirmLabel={t('admin.mails.retablir')}
          onConfirm={() => {
            setRestoring(false);
            restore.mutate();
          }}
          onCancel={() => setRestoring(false)}
        />
      )}
      {guard.dialog}
    </div>
  );
}
