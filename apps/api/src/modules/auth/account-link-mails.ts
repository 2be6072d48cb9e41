import type { Locale } from '@boutique/domain';
import type { MailDefinition } from '../mail-templates/mail-definition.ts';
import { shippedMails } from '../mail-templates/shipped-template.ts';
import wording from './account-link-mails.wording.json' with { type: 'json' };

/** What the account's mails carry: whom they greet, the link, and for a recovery its code. */
export interface AccountLinkInput {
  name: string;
  link: string;
  code?: string;
}

/** The invitation's link stays valid this many days: an invitation is read later than a reset asked for. */
export const INVITATION_LINK_DAYS = 7;

const sampleLink = (langue: Locale, publicUrl: string): AccountLinkInput => ({
  name: 'Camille',
  code: '482913',
  link: `${publicUrl}/${langue}/sign/password/1/exemple`,
});

/** The recovery mail: a code valid 10 minutes and a link valid an hour. */
export const recoveryMail: MailDefinition<AccountLinkInput> = {
  cle: 'mot_de_passe',
  shipped: shippedMails(wording.mot_de_passe),
  view: (input) => ({ valeurs: { prenom: input.name, code: input.code ?? '', lien: input.link } }),
  sample: sampleLink,
};

/**
 * The mail to a customer whose account staff created with an order: why the account exists, and
 * the link (the recovery mechanism's) to choose a password.
 */
export const invitationMail: MailDefinition<AccountLinkInput> = {
  cle: 'invitation',
  shipped: shippedMails(wording.invitation),
  view: (input) => ({ valeurs: { prenom: input.name, lien: input.link, jours: String(INVITATION_LINK_DAYS) } }),
  sample: sampleLink,
};

/** The link that creates a new account, in the language chosen on the form. */
export const signUpMail: MailDefinition<AccountLinkInput> = {
  cle: 'inscription',
  shipped: shippedMails(wording.inscription),
  view: (input) => ({ valeurs: { prenom: input.name, lien: input.link } }),
  sample: (langue, publicUrl) => ({ ...sampleLink(langue, publicUrl), link: `${publicUrl}/${langue}/sign/up/exemple` }),
};

export interface AddressTakenInput {
  name: string;
  signInLink: string;
  resetLink: string;
}

/** The warning to an account's owner that someone tried to sign up with its address, in the owner's language. */
export const addressTakenMail: MailDefinition<AddressTakenInput> = {
  cle: 'inscription_existante',
  shipped: shippedMails(wording.inscription_existante),
  view: (input) => ({
    valeurs: { prenom: input.name, lien_connexion: input.signInLink, lien_mot_de_passe: input.resetLink },
  }),
  sample: (langue, publicUrl) => ({
    name: 'Camille',
    signInLink: `${publicUrl}/${langue}/sign`,
    resetLink: `${publicUrl}/${langue}/sign/recovery?mail=camille%40example.com`,
  }),
};

/** The mail that lets an account's owner confirm linking Google, in the owner's language. */
export const googleLinkMail: MailDefinition<AccountLinkInput> = {
  cle: 'liaison_google',
  shipped: shippedMails(wording.liaison_google),
  view: (input) => ({ valeurs: { prenom: input.name, lien: input.link } }),
  sample: (langue, publicUrl) => ({
    ...sampleLink(langue, publicUrl),
    link: `${publicUrl}/${langue}/sign/google/exemple`,
  }),
};
