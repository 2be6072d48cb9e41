import type { Locale, MailTemplate } from '@boutique/domain';
import type { MailDefinition } from '../mail-templates/mail-definition.ts';
import { shippedTemplate } from '../mail-templates/shipped-template.ts';

/** What the recovery and invitation mails carry: whom they greet, the code and the link to a new password. */
export interface AccountLinkInput {
  name: string;
  code: string;
  link: string;
}

/** The invitation's link stays valid this many days: an invitation is read later than a reset asked for. */
export const INVITATION_LINK_DAYS = 7;

const sampleLink = (langue: Locale, publicUrl: string): AccountLinkInput => ({
  name: 'Camille',
  code: '482913',
  link: `${publicUrl}/${langue}/sign/password/1/exemple`,
});

const RECOVERY: Record<Locale, MailTemplate> = {
  fr: shippedTemplate('Votre code pour choisir un nouveau mot de passe', [
    'Bonjour {{prenom}},',
    'Votre code : {{code}} (valable 10 minutes).',
    { lien: 'Vous pouvez aussi suivre ce lien, valable une heure :', url: 'lien' },
    {
      note: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    },
    'Maison Orcaviar',
  ]),
  en: shippedTemplate('Your code to choose a new password', [
    'Hello {{prenom}},',
    'Your code: {{code}} (valid for 10 minutes).',
    { lien: 'You can also follow this link, valid for one hour:', url: 'lien' },
    { note: 'If you did not ask for this, ignore this message: your password stays unchanged.' },
    'Maison Orcaviar',
  ]),
  es: shippedTemplate('Su código para elegir una nueva contraseña', [
    'Hola {{prenom}}:',
    'Su código: {{code}} (válido durante 10 minutos).',
    { lien: 'También puede seguir este enlace, válido durante una hora:', url: 'lien' },
    { note: 'Si usted no ha hecho esta solicitud, ignore este mensaje: su contraseña no cambia.' },
    'Maison Orcaviar',
  ]),
  de: shippedTemplate('Ihr Code für ein neues Passwort', [
    'Guten Tag {{prenom}},',
    'Ihr Code: {{code}} (10 Minuten gültig).',
    { lien: 'Sie können auch diesem Link folgen, eine Stunde gültig:', url: 'lien' },
    {
      note: 'Wenn Sie dies nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
    },
    'Maison Orcaviar',
  ]),
};

/** The recovery mail: a code valid 10 minutes and a link valid an hour. */
export const recoveryMail: MailDefinition<AccountLinkInput> = {
  cle: 'mot_de_passe',
  shipped: RECOVERY,
  view: (input) => ({ valeurs: { prenom: input.name, code: input.code, lien: input.link } }),
  sample: sampleLink,
};

const INVITATION: Record<Locale, MailTemplate> = {
  fr: shippedTemplate('Votre compte Maison Orcaviar a été créé pour votre commande', [
    'Bonjour {{prenom}},',
    'Pour enregistrer votre commande, la Maison Orcaviar vous a créé un compte client avec cette adresse e-mail.',
    {
      lien: 'Choisissez votre mot de passe en suivant ce lien, valable {{jours}} jours ; vous pourrez ensuite suivre vos commandes depuis votre compte :',
      url: 'lien',
    },
    {
      note: 'Passé ce délai, utilisez « Mot de passe oublié » sur la page de connexion. Si vous n’avez rien commandé, écrivez-nous depuis la page contact.',
    },
    'Maison Orcaviar',
  ]),
  en: shippedTemplate('Your Maison Orcaviar account was created for your order', [
    'Hello {{prenom}},',
    'To record your order, Maison Orcaviar created a customer account for you with this email address.',
    {
      lien: 'Choose your password by following this link, valid for {{jours}} days; you can then follow your orders from your account:',
      url: 'lien',
    },
    {
      note: 'After that, use “Forgotten password” on the sign-in page. If you did not order anything, write to us from the contact page.',
    },
    'Maison Orcaviar',
  ]),
  es: shippedTemplate('Hemos creado su cuenta Maison Orcaviar para su pedido', [
    'Hola {{prenom}}:',
    'Para registrar su pedido, Maison Orcaviar le ha creado una cuenta de cliente con esta dirección de correo.',
    {
      lien: 'Elija su contraseña siguiendo este enlace, válido durante {{jours}} días; después podrá seguir sus pedidos desde su cuenta:',
      url: 'lien',
    },
    {
      note: 'Pasado ese plazo, utilice «¿Ha olvidado su contraseña?» en la página de inicio de sesión. Si no ha hecho ningún pedido, escríbanos desde la página de contacto.',
    },
    'Maison Orcaviar',
  ]),
  de: shippedTemplate('Ihr Maison-Orcaviar-Konto wurde für Ihre Bestellung angelegt', [
    'Guten Tag {{prenom}},',
    'Um Ihre Bestellung zu erfassen, hat Maison Orcaviar für Sie ein Kundenkonto mit dieser E-Mail-Adresse angelegt.',
    {
      lien: 'Wählen Sie Ihr Passwort über diesen Link, {{jours}} Tage gültig; danach können Sie Ihre Bestellungen in Ihrem Konto verfolgen:',
      url: 'lien',
    },
    {
      note: 'Danach nutzen Sie „Passwort vergessen“ auf der Anmeldeseite. Wenn Sie nichts bestellt haben, schreiben Sie uns über die Kontaktseite.',
    },
    'Maison Orcaviar',
  ]),
};

/**
 * The mail to a customer whose account staff created with an order: why the account exists, and
 * the link (the recovery mechanism's) to choose a password.
 */
export const invitationMail: MailDefinition<AccountLinkInput> = {
  cle: 'invitation',
  shipped: INVITATION,
  view: (input) => ({ valeurs: { prenom: input.name, lien: input.link, jours: String(INVITATION_LINK_DAYS) } }),
  sample: sampleLink,
};
