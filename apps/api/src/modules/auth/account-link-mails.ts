import type { Locale, MailTemplate } from '@boutique/domain';
import type { MailDefinition } from '../mail-templates/mail-definition.ts';
import { customerMail } from '../mail-templates/shipped-template.ts';

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

const RECOVERY: Record<Locale, MailTemplate> = {
  fr: customerMail('fr', 'Votre code pour choisir un nouveau mot de passe', [
    'Votre code : {{code}} (valable 10 minutes).',
    { lien: 'Vous pouvez aussi suivre ce lien, valable une heure :', url: 'lien' },
    {
      note: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    },
  ]),
  en: customerMail('en', 'Your code to choose a new password', [
    'Your code: {{code}} (valid for 10 minutes).',
    { lien: 'You can also follow this link, valid for one hour:', url: 'lien' },
    { note: 'If you did not ask for this, ignore this message: your password stays unchanged.' },
  ]),
  es: customerMail('es', 'Su código para elegir una nueva contraseña', [
    'Su código: {{code}} (válido durante 10 minutos).',
    { lien: 'También puede seguir este enlace, válido durante una hora:', url: 'lien' },
    { note: 'Si usted no ha hecho esta solicitud, ignore este mensaje: su contraseña no cambia.' },
  ]),
  de: customerMail('de', 'Ihr Code für ein neues Passwort', [
    'Ihr Code: {{code}} (10 Minuten gültig).',
    { lien: 'Sie können auch diesem Link folgen, eine Stunde gültig:', url: 'lien' },
    {
      note: 'Wenn Sie dies nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
    },
  ]),
};

/** The recovery mail: a code valid 10 minutes and a link valid an hour. */
export const recoveryMail: MailDefinition<AccountLinkInput> = {
  cle: 'mot_de_passe',
  shipped: RECOVERY,
  view: (input) => ({ valeurs: { prenom: input.name, code: input.code ?? '', lien: input.link } }),
  sample: sampleLink,
};

const INVITATION: Record<Locale, MailTemplate> = {
  fr: customerMail('fr', 'Votre compte Maison Orcaviar a été créé pour votre commande', [
    'Pour enregistrer votre commande, la Maison Orcaviar vous a créé un compte client avec cette adresse e-mail.',
    {
      lien: 'Choisissez votre mot de passe en suivant ce lien, valable {{jours}} jours ; vous pourrez ensuite suivre vos commandes depuis votre compte :',
      url: 'lien',
    },
    {
      note: 'Passé ce délai, utilisez « Mot de passe oublié » sur la page de connexion. Si vous n’avez rien commandé, écrivez-nous depuis la page contact.',
    },
  ]),
  en: customerMail('en', 'Your Maison Orcaviar account was created for your order', [
    'To record your order, Maison Orcaviar created a customer account for you with this email address.',
    {
      lien: 'Choose your password by following this link, valid for {{jours}} days; you can then follow your orders from your account:',
      url: 'lien',
    },
    {
      note: 'After that, use “Forgotten password” on the sign-in page. If you did not order anything, write to us from the contact page.',
    },
  ]),
  es: customerMail('es', 'Hemos creado su cuenta Maison Orcaviar para su pedido', [
    'Para registrar su pedido, Maison Orcaviar le ha creado una cuenta de cliente con esta dirección de correo.',
    {
      lien: 'Elija su contraseña siguiendo este enlace, válido durante {{jours}} días; después podrá seguir sus pedidos desde su cuenta:',
      url: 'lien',
    },
    {
      note: 'Pasado ese plazo, utilice «¿Ha olvidado su contraseña?» en la página de inicio de sesión. Si no ha hecho ningún pedido, escríbanos desde la página de contacto.',
    },
  ]),
  de: customerMail('de', 'Ihr Maison-Orcaviar-Konto wurde für Ihre Bestellung angelegt', [
    'Um Ihre Bestellung zu erfassen, hat Maison Orcaviar für Sie ein Kundenkonto mit dieser E-Mail-Adresse angelegt.',
    {
      lien: 'Wählen Sie Ihr Passwort über diesen Link, {{jours}} Tage gültig; danach können Sie Ihre Bestellungen in Ihrem Konto verfolgen:',
      url: 'lien',
    },
    {
      note: 'Danach nutzen Sie „Passwort vergessen“ auf der Anmeldeseite. Wenn Sie nichts bestellt haben, schreiben Sie uns über die Kontaktseite.',
    },
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

const SIGN_UP: Record<Locale, MailTemplate> = {
  fr: customerMail('fr', 'Confirmez la création de votre compte', [
    { lien: 'Pour créer votre compte Maison Orcaviar, ouvrez ce lien (valable 24 heures) :', url: 'lien' },
    { note: 'Vous n’avez rien demandé ? Ignorez ce message : aucun compte ne sera créé.' },
  ]),
  en: customerMail('en', 'Confirm the creation of your account', [
    { lien: 'To create your Maison Orcaviar account, open this link (valid for 24 hours):', url: 'lien' },
    { note: 'Did not ask for anything? Ignore this message: no account will be created.' },
  ]),
  es: customerMail('es', 'Confirme la creación de su cuenta', [
    { lien: 'Para crear su cuenta Maison Orcaviar, abra este enlace (válido durante 24 horas):', url: 'lien' },
    { note: '¿No ha solicitado nada? Ignore este mensaje: no se creará ninguna cuenta.' },
  ]),
  de: customerMail('de', 'Bestätigen Sie die Erstellung Ihres Kontos', [
    { lien: 'Um Ihr Maison-Orcaviar-Konto zu erstellen, öffnen Sie diesen Link (24 Stunden gültig):', url: 'lien' },
    { note: 'Sie haben nichts angefordert? Ignorieren Sie diese Nachricht: Es wird kein Konto erstellt.' },
  ]),
};

/** The link that creates a new account, in the language chosen on the form. */
export const signUpMail: MailDefinition<AccountLinkInput> = {
  cle: 'inscription',
  shipped: SIGN_UP,
  view: (input) => ({ valeurs: { prenom: input.name, lien: input.link } }),
  sample: (langue, publicUrl) => ({ ...sampleLink(langue, publicUrl), link: `${publicUrl}/${langue}/sign/up/exemple` }),
};

export interface AddressTakenInput {
  name: string;
  signInLink: string;
  resetLink: string;
}

const TAKEN: Record<Locale, MailTemplate> = {
  fr: customerMail('fr', 'Tentative de création de compte avec votre adresse', [
    'Quelqu’un vient d’essayer de créer un compte Maison Orcaviar avec votre adresse e-mail. Vous avez déjà un compte : aucun autre n’a été créé.',
    { lien: 'Si c’était vous, connectez-vous :', url: 'lien_connexion' },
    { lien: 'Mot de passe oublié ? Choisissez-en un nouveau :', url: 'lien_mot_de_passe' },
    { note: 'Si ce n’était pas vous, ignorez ce message : rien ne change sur votre compte.' },
  ]),
  en: customerMail('en', 'Attempt to create an account with your address', [
    'Someone just tried to create a Maison Orcaviar account with your e-mail address. You already have an account: no other was created.',
    { lien: 'If it was you, sign in:', url: 'lien_connexion' },
    { lien: 'Forgot your password? Choose a new one:', url: 'lien_mot_de_passe' },
    { note: 'If it was not you, ignore this message: nothing changes on your account.' },
  ]),
  es: customerMail('es', 'Intento de crear una cuenta con su dirección', [
    'Alguien acaba de intentar crear una cuenta Maison Orcaviar con su dirección de correo electrónico. Usted ya tiene una cuenta: no se ha creado ninguna otra.',
    { lien: 'Si fue usted, inicie sesión:', url: 'lien_connexion' },
    { lien: '¿Ha olvidado su contraseña? Elija una nueva:', url: 'lien_mot_de_passe' },
    { note: 'Si no fue usted, ignore este mensaje: su cuenta no cambia.' },
  ]),
  de: customerMail('de', 'Versuch, ein Konto mit Ihrer Adresse zu erstellen', [
    'Jemand hat gerade versucht, mit Ihrer E-Mail-Adresse ein Maison-Orcaviar-Konto zu erstellen. Sie haben bereits ein Konto: Es wurde kein weiteres erstellt.',
    { lien: 'Wenn Sie es waren, melden Sie sich an:', url: 'lien_connexion' },
    { lien: 'Passwort vergessen? Wählen Sie ein neues:', url: 'lien_mot_de_passe' },
    {
      note: 'Wenn Sie es nicht waren, ignorieren Sie diese Nachricht: An Ihrem Konto ändert sich nichts.',
    },
  ]),
};

/** The warning to an account's owner that someone tried to sign up with its address, in the owner's language. */
export const addressTakenMail: MailDefinition<AddressTakenInput> = {
  cle: 'inscription_existante',
  shipped: TAKEN,
  view: (input) => ({
    valeurs: { prenom: input.name, lien_connexion: input.signInLink, lien_mot_de_passe: input.resetLink },
  }),
  sample: (langue, publicUrl) => ({
    name: 'Camille',
    signInLink: `${publicUrl}/${langue}/sign`,
    resetLink: `${publicUrl}/${langue}/sign/recovery?mail=camille%40example.com`,
  }),
};

const GOOGLE_LINK: Record<Locale, MailTemplate> = {
  fr: customerMail('fr', 'Associer Google à votre compte', [
    'Quelqu’un a demandé à se connecter à votre compte avec le compte Google de cette adresse.',
    {
      lien: 'Pour confirmer que c’est bien vous et associer Google à votre compte, suivez ce lien, valable une heure :',
      url: 'lien',
    },
    { note: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne change sur votre compte.' },
  ]),
  en: customerMail('en', 'Link Google to your account', [
    'Someone asked to sign in to your account with the Google account that uses this address.',
    {
      lien: 'To confirm it is you and link Google to your account, follow this link, valid for one hour:',
      url: 'lien',
    },
    { note: 'If you did not ask for this, ignore this message: nothing changes on your account.' },
  ]),
  es: customerMail('es', 'Asociar Google a su cuenta', [
    'Alguien ha pedido iniciar sesión en su cuenta con la cuenta de Google de esta dirección.',
    {
      lien: 'Para confirmar que es usted y asociar Google a su cuenta, siga este enlace, válido durante una hora:',
      url: 'lien',
    },
    { note: 'Si usted no ha hecho esta solicitud, ignore este mensaje: su cuenta no cambia.' },
  ]),
  de: customerMail('de', 'Google mit Ihrem Konto verknüpfen', [
    'Jemand möchte sich mit dem Google-Konto dieser Adresse bei Ihrem Konto anmelden.',
    {
      lien: 'Um zu bestätigen, dass Sie es sind, und Google mit Ihrem Konto zu verknüpfen, folgen Sie diesem Link, eine Stunde gültig:',
      url: 'lien',
    },
    {
      note: 'Wenn Sie dies nicht angefordert haben, ignorieren Sie diese Nachricht: An Ihrem Konto ändert sich nichts.',
    },
  ]),
};

/** The mail that lets an account's owner confirm linking Google, in the owner's language. */
export const googleLinkMail: MailDefinition<AccountLinkInput> = {
  cle: 'liaison_google',
  shipped: GOOGLE_LINK,
  view: (input) => ({ valeurs: { prenom: input.name, lien: input.link } }),
  sample: (langue, publicUrl) => ({
    ...sampleLink(langue, publicUrl),
    link: `${publicUrl}/${langue}/sign/google/exemple`,
  }),
};
