import Mustache from 'mustache';
import { z } from 'zod';
import { LOCALES } from './locales.ts';

/**
 * What one mail's template may use: `valeurs` are words and numbers (escaped in HTML, written
 * `{{numero}}`), `blocs` are parts the shop builds for each version (a table in HTML, a list in
 * text, written `{{{articles}}}`), `requis` must appear in both versions (a mail without its link
 * or its legal notice is no use).
 */
interface MailTemplateShape {
  readonly valeurs: readonly string[];
  readonly blocs: readonly string[];
  readonly requis: readonly string[];
}

/** The transactional mails staff may reword per language in `ad/mails`, with their placeholders. */
export const MAIL_TEMPLATES = {
  confirmation_commande: {
    valeurs: ['prenom', 'numero', 'total', 'tva', 'facture', 'lien_commande'],
    blocs: ['articles', 'adresse', 'retractation'],
    requis: ['articles', 'retractation'],
  },
  echec_paiement: {
    valeurs: ['prenom', 'numero', 'montant', 'lien_reprise'],
    blocs: [],
    requis: ['lien_reprise'],
  },
  expedition: {
    valeurs: ['prenom', 'numero', 'transporteur', 'suivi', 'lien_commande'],
    blocs: ['retractation'],
    requis: ['numero', 'retractation'],
  },
  expedition_colis: {
    valeurs: ['prenom', 'numero', 'transporteur', 'suivi', 'lien_suivi', 'lien_commande'],
    blocs: ['contenu', 'retractation'],
    requis: ['numero', 'contenu', 'retractation'],
  },
  statut_commande: {
    valeurs: ['prenom', 'numero', 'statut', 'lien_commande'],
    blocs: [],
    requis: ['statut'],
  },
  remboursement: {
    valeurs: ['prenom', 'numero', 'montant', 'lien_commande'],
    blocs: [],
    requis: ['montant'],
  },
  retractation: {
    valeurs: ['nom', 'numero', 'lien_commande'],
    blocs: ['declaration', 'produits_scelles'],
    requis: ['declaration'],
  },
  demande_retour: {
    valeurs: ['nom', 'numero', 'lien_commande'],
    blocs: ['declaration'],
    requis: ['declaration'],
  },
  mot_de_passe: {
    valeurs: ['prenom', 'code', 'lien'],
    blocs: [],
    requis: ['code', 'lien'],
  },
  inscription: {
    valeurs: ['prenom', 'lien'],
    blocs: [],
    requis: ['lien'],
  },
  inscription_existante: {
    valeurs: ['prenom', 'lien_connexion', 'lien_mot_de_passe'],
    blocs: [],
    requis: ['lien_connexion'],
  },
  liaison_google: {
    valeurs: ['prenom', 'lien'],
    blocs: [],
    requis: ['lien'],
  },
  confirmation_newsletter: {
    valeurs: ['lien'],
    blocs: [],
    requis: ['lien'],
  },
  invitation: {
    valeurs: ['prenom', 'lien', 'jours'],
    blocs: [],
    requis: ['lien'],
  },
  lien_paiement: {
    valeurs: ['prenom', 'montant', 'message', 'lien'],
    blocs: [],
    requis: ['lien'],
  },
  alerte_stock: {
    valeurs: ['produit', 'format', 'lien'],
    blocs: [],
    requis: ['lien'],
  },
  relance_panier: {
    valeurs: ['prenom', 'lien_panier', 'lien_desinscription'],
    blocs: ['lignes'],
    requis: ['lignes', 'lien_desinscription'],
  },
  rappel_lot: {
    valeurs: ['prenom', 'produit', 'format', 'lot', 'numero'],
    blocs: [],
    requis: ['lot'],
  },
} as const satisfies Record<string, MailTemplateShape>;

export type MailTemplateKey = keyof typeof MAIL_TEMPLATES;
export const MAIL_TEMPLATE_KEYS = Object.keys(MAIL_TEMPLATES) as MailTemplateKey[];
export const MailTemplateKeySchema = z.enum(MAIL_TEMPLATE_KEYS as [MailTemplateKey, ...MailTemplateKey[]]);

/** A mail's three parts as staff write them; the house frame (fonts, width) wraps the HTML. */
export const MailTemplateSchema = z.object({
  sujet: z.string().trim().min(1).max(200),
  html: z.string().trim().min(1).max(50_000),
  texte: z.string().trim().min(1).max(20_000),
});
export type MailTemplate = z.infer<typeof MailTemplateSchema>;
export type MailTemplatePart = keyof MailTemplate;

/** Why a template cannot be saved, part by part, for the editor to word. */
export const MAIL_TEMPLATE_PROBLEMS = [
  /** A tag left open, a section not closed, a partial or a change of delimiters. */
  'syntax',
  /** A name the mail does not provide. */
  'unknown',
  /** A required placeholder missing from the HTML or the text. */
  'missing',
  /** A block written `{{bloc}}` in the HTML: its markup would show as text. */
  'block_escaped',
  /** A value written `{{{valeur}}}` in the HTML: a customer's name could carry markup. */
  'value_unescaped',
  /** A block in the subject, which is a single line of text. */
  'block_in_subject',
] as const;
export type MailTemplateProblemKind = (typeof MAIL_TEMPLATE_PROBLEMS)[number];

export interface MailTemplateProblem {
  partie: MailTemplatePart;
  probleme: MailTemplateProblemKind;
  /** The placeholder concerned; the parser's words for a syntax error. */
  nom: string;
}

type Token = [string, string, number, number, Token[]?];

/** Every tag of a template, sections' insides included; null when it does not parse. */
function tagsOf(template: string): { type: string; name: string }[] | string {
  let tokens: Token[];
  try {
    tokens = Mustache.parse(template) as Token[];
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const tags: { type: string; name: string }[] = [];
  const walk = (list: Token[]) => {
    for (const [type, name, , , inner] of list) {
      if (type === 'text') continue;
      tags.push({ type, name });
      if (inner) walk(inner);
    }
  };
  walk(tokens);
  return tags;
}

/** What keeps a template from being saved, checked as `ad/trads` checks a message's placeholders. */
export function mailTemplateProblems(key: MailTemplateKey, template: MailTemplate): MailTemplateProblem[] {
  const shape: MailTemplateShape = MAIL_TEMPLATES[key];
  const problems: MailTemplateProblem[] = [];
  for (const partie of ['sujet', 'html', 'texte'] as const) {
    const tags = tagsOf(template[partie]);
    if (typeof tags === 'string') {
      problems.push({ partie, probleme: 'syntax', nom: tags });
      continue;
    }
    const used = new Set<string>();
    for (const { type, name } of tags) {
      if (type === '>' || type === '=') {
        problems.push({ partie, probleme: 'syntax', nom: name });
        continue;
      }
      if (type === '!') continue;
      used.add(name);
      const isBlock = shape.blocs.includes(name);
      if (!isBlock && !shape.valeurs.includes(name)) problems.push({ partie, probleme: 'unknown', nom: name });
      else if (partie === 'sujet' && isBlock) problems.push({ partie, probleme: 'block_in_subject', nom: name });
      else if (partie === 'html' && isBlock && type === 'name')
        problems.push({ partie, probleme: 'block_escaped', nom: name });
      else if (partie === 'html' && !isBlock && type === '&')
        problems.push({ partie, probleme: 'value_unescaped', nom: name });
    }
    if (partie === 'sujet') continue;
    for (const name of shape.requis) if (!used.has(name)) problems.push({ partie, probleme: 'missing', nom: name });
  }
  return problems;
}

/** One part filled, each value through `escape` (HTML-escaping for the HTML; as written elsewhere). */
export function fillMailTemplate(
  part: string,
  view: Record<string, string>,
  escape: (value: string) => string = (value) => value,
): string {
  return Mustache.render(part, view, {}, { escape });
}

/** A language's template of one mail as the back office lists it. */
export const MailTemplateEntrySchema = MailTemplateSchema.extend({
  cle: MailTemplateKeySchema,
  langue: z.enum(LOCALES),
  /** False while the shipped text is used. */
  modifie: z.boolean(),
  maj: z.string().nullable(),
});
export type MailTemplateEntry = z.infer<typeof MailTemplateEntrySchema>;

/** A mail drawn with a sample order, for the preview. */
export const MailPreviewSchema = z.object({ sujet: z.string(), html: z.string(), texte: z.string() });
export type MailPreview = z.infer<typeof MailPreviewSchema>;
