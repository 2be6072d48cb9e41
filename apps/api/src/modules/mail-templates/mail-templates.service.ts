import {
  LOCALES,
  mailTemplateProblems,
  MailTemplateSchema,
  type Locale,
  type MailPreview,
  type MailTemplate,
  type MailTemplateEntry,
  type MailTemplateKey,
  type MailTemplateProblem,
} from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findUser } from '../auth/users.service.ts';
import { enqueueMail, type MailDispatcher } from '../outbox/outbox.service.ts';
import { drawMail, type MailTemplateSource } from './mail-definition.ts';
import {
  deleteTemplate,
  selectTemplate,
  selectTemplates,
  upsertTemplate,
  type MailTemplateRow,
} from './mail-templates.queries.ts';

const RESOURCE = 'modeles-courriels';
const PART_NAMES = { sujet: 'Sujet', html: 'HTML', texte: 'Texte' } as const;

/** The refusal's words, in French like every message; the back office words them from the problems itself. */
function problemText({ probleme, nom }: MailTemplateProblem): string {
  switch (probleme) {
    case 'syntax':
      return `Modèle illisible : ${nom}.`;
    case 'unknown':
      return `« ${nom} » n’est pas un espace réservé de ce mail.`;
    case 'missing':
      return `« ${nom} » doit figurer dans ce mail.`;
    case 'block_escaped':
      return `Le bloc « ${nom} » s’écrit entre triples accolades : {{{${nom}}}}.`;
    case 'value_unescaped':
      return `« ${nom} » s’écrit entre doubles accolades : {{${nom}}}.`;
    case 'block_in_subject':
      return `Le bloc « ${nom} » ne peut pas figurer dans le sujet.`;
  }
}

function refuseProblems(problems: readonly MailTemplateProblem[]) {
  const errors: Record<string, string[]> = {};
  for (const problem of problems) (errors[problem.partie] ??= []).push(problemText(problem));
  const parts = Object.keys(errors).map((part) => PART_NAMES[part as keyof typeof PART_NAMES]);
  return new AppError(400, `Le modèle contient des erreurs (${parts.join(', ')}).`, errors, 'mail_template_invalid');
}

const entry = (
  cle: MailTemplateKey,
  langue: Locale,
  template: MailTemplate,
  row: MailTemplateRow | null,
): MailTemplateEntry => ({
  cle,
  langue,
  sujet: template.sujet,
  html: template.html,
  texte: template.texte,
  modifie: row !== null,
  maj: row?.maj.toISOString() ?? null,
});

/**
 * `ad/mails`: each editable mail per language (the staff's wording or the shipped one), saved only
 * when its placeholders check, restored to the shipped text, previewed and sent as a test with a
 * sample occasion. Every change is audited.
 */
export function createMailTemplatesService(deps: {
  db: Database;
  mails: readonly MailTemplateSource[];
  dispatcher: MailDispatcher;
  publicUrl: string;
}) {
  const { db, dispatcher, publicUrl } = deps;
  const sources = new Map(deps.mails.map((mail) => [mail.cle, mail]));
  const sourceOf = (cle: MailTemplateKey) => sources.get(cle)!;

  const checked = (cle: MailTemplateKey, input: MailTemplate) => {
    const template = MailTemplateSchema.parse(input);
    const problems = mailTemplateProblems(cle, template);
    if (problems.length > 0) throw refuseProblems(problems);
    return template;
  };

  /** The template drawn with the mail's sample occasion, the shop's own links in it. */
  const preview = (cle: MailTemplateKey, langue: Locale, input: MailTemplate): MailPreview => {
    const drawn = drawMail(checked(cle, input), langue, sourceOf(cle).sampleView(langue, publicUrl));
    return { sujet: drawn.subject, html: drawn.html, texte: drawn.text };
  };

  return {
    async list(): Promise<MailTemplateEntry[]> {
      const stored = await selectTemplates(db);
      const rowOf = (cle: MailTemplateKey, langue: Locale) =>
        stored.find((row) => row.cle === cle && row.langue === langue) ?? null;
      return [...sources.values()].flatMap((mail) =>
        LOCALES.map((langue) => {
          const row = rowOf(mail.cle, langue);
          return entry(mail.cle, langue, row ?? mail.shipped[langue], row);
        }),
      );
    },

    async save(userId: number, cle: MailTemplateKey, langue: Locale, input: MailTemplate) {
      const template = checked(cle, input);
      return db.transaction(async (tx) => {
        const before = await selectTemplate(tx, cle, langue);
        const row = await upsertTemplate(tx, { cle, langue, maj_par: userId, ...template });
        await recordAudit(tx, {
          userId,
          resource: RESOURCE,
          recordId: `${cle}:${langue}`,
          before: before ? { sujet: before.sujet, html: before.html, texte: before.texte } : null,
          after: template,
        });
        return entry(cle, langue, template, row);
      });
    },

    /** "Rétablir": back to the shipped text, the staff's wording forgotten. */
    async restore(userId: number, cle: MailTemplateKey, langue: Locale) {
      return db.transaction(async (tx) => {
        const removed = await deleteTemplate(tx, cle, langue);
        if (removed) {
          await recordAudit(tx, {
            userId,
            resource: RESOURCE,
            recordId: `${cle}:${langue}`,
            before: { sujet: removed.sujet, html: removed.html, texte: removed.texte },
            after: null,
          });
        }
        return entry(cle, langue, sourceOf(cle).shipped[langue], null);
      });
    },

    preview,

    /** The draft, drawn with the sample, mailed to the staff member's own address; answers it. */
    async sendTest(userId: number, cle: MailTemplateKey, langue: Locale, input: MailTemplate) {
      const drawn = preview(cle, langue, input);
      const user = await findUser(db, userId);
      if (!user) throw new AppError(401, 'Session invalide, veuillez vous reconnecter.', {}, 'session_invalid');
      await db.transaction(async (tx) => {
        await enqueueMail(tx, {
          to: user.mail,
          subject: `[ESSAI] ${drawn.sujet}`,
          text: drawn.texte,
          html: drawn.html,
        });
        await recordAudit(tx, {
          userId,
          resource: RESOURCE,
          recordId: `${cle}:${langue}`,
          before: null,
          after: { essai: user.mail },
        });
      });
      void dispatcher.nudge();
      return { to: user.mail };
    },
  };
}

export type MailTemplatesService = ReturnType<typeof createMailTemplatesService>;
