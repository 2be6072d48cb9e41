import type { Locale } from '@boutique/domain';

interface ConfirmationTexts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  ignore: string;
}

interface TakenTexts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  signIn: string;
  reset: string;
  ignore: string;
}

const SIGNATURE = 'Maison Orcaviar';

const CONFIRMATION: Record<Locale, ConfirmationTexts> = {
  fr: {
    subject: 'Confirmez la création de votre compte',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Pour créer votre compte Maison Orcaviar, ouvrez ce lien (valable 24 heures) :',
    ignore: 'Vous n’avez rien demandé ? Ignorez ce message : aucun compte ne sera créé.',
  },
  en: {
    subject: 'Confirm the creation of your account',
    greeting: (name) => `Hello ${name},`,
    body: 'To create your Maison Orcaviar account, open this link (valid for 24 hours):',
    ignore: 'Did not ask for anything? Ignore this message: no account will be created.',
  },
  es: {
    subject: 'Confirme la creación de su cuenta',
    greeting: (name) => `Hola ${name}:`,
    body: 'Para crear su cuenta Maison Orcaviar, abra este enlace (válido durante 24 horas):',
    ignore: '¿No ha solicitado nada? Ignore este mensaje: no se creará ninguna cuenta.',
  },
  de: {
    subject: 'Bestätigen Sie die Erstellung Ihres Kontos',
    greeting: (name) => `Guten Tag ${name},`,
    body: 'Um Ihr Maison-Orcaviar-Konto zu erstellen, öffnen Sie diesen Link (24 Stunden gültig):',
    ignore: 'Sie haben nichts angefordert? Ignorieren Sie diese Nachricht: Es wird kein Konto erstellt.',
  },
};

const TAKEN: Record<Locale, TakenTexts> = {
  fr: {
    subject: 'Tentative de création de compte avec votre adresse',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Quelqu’un vient d’essayer de créer un compte Maison Orcaviar avec votre adresse e-mail. Vous avez déjà un compte : aucun autre n’a été créé.',
    signIn: 'Si c’était vous, connectez-vous :',
    reset: 'Mot de passe oublié ? Choisissez-en un nouveau :',
    ignore: 'Si ce n’était pas vous, ignorez ce message : rien ne change sur votre compte.',
  },
  en: {
    subject: 'Attempt to create an account with your address',
    greeting: (name) => `Hello ${name},`,
    body: 'Someone just tried to create a Maison Orcaviar account with your e-mail address. You already have an account: no other was created.',
    signIn: 'If it was you, sign in:',
    reset: 'Forgot your password? Choose a new one:',
    ignore: 'If it was not you, ignore this message: nothing changes on your account.',
  },
  es: {
    subject: 'Intento de crear una cuenta con su dirección',
    greeting: (name) => `Hola ${name}:`,
    body: 'Alguien acaba de intentar crear una cuenta Maison Orcaviar con su dirección de correo electrónico. Usted ya tiene una cuenta: no se ha creado ninguna otra.',
    signIn: 'Si fue usted, inicie sesión:',
    reset: '¿Ha olvidado su contraseña? Elija una nueva:',
    ignore: 'Si no fue usted, ignore este mensaje: su cuenta no cambia.',
  },
  de: {
    subject: 'Versuch, ein Konto mit Ihrer Adresse zu erstellen',
    greeting: (name) => `Guten Tag ${name},`,
    body: 'Jemand hat gerade versucht, mit Ihrer E-Mail-Adresse ein Maison-Orcaviar-Konto zu erstellen. Sie haben bereits ein Konto: Es wurde kein weiteres erstellt.',
    signIn: 'Wenn Sie es waren, melden Sie sich an:',
    reset: 'Passwort vergessen? Wählen Sie ein neues:',
    ignore: 'Wenn Sie es nicht waren, ignorieren Sie diese Nachricht: An Ihrem Konto ändert sich nichts.',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/gu, (character) => `&#${character.charCodeAt(0)};`);
const paragraph = (text: string, style = '') => `<p${style ? ` style="${style}"` : ''}>${escapeHtml(text)}</p>`;
const linkParagraph = (label: string, url: string) =>
  `<p>${escapeHtml(label)}<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`;
const page = (locale: Locale, body: string) =>
  `<!doctype html><html lang="${locale}"><body style="font-family:Georgia,serif;color:#1a1a1a;line-height:1.6">
${body}
<p>${SIGNATURE}</p>
</body></html>`;

/** The link that creates a new account, in the language chosen on the form. */
export function renderSignUpConfirmationMail(locale: Locale, input: { name: string; link: string }) {
  const texts = CONFIRMATION[locale];
  const lines = [texts.greeting(input.name), texts.body, input.link, texts.ignore, SIGNATURE];
  const html = page(
    locale,
    [
      paragraph(texts.greeting(input.name)),
      linkParagraph(texts.body, input.link),
      paragraph(texts.ignore, 'color:#6b665e'),
    ].join('\n'),
  );
  return { subject: texts.subject, text: lines.join('\n\n'), html };
}

/** The warning to an account's owner that someone tried to sign up with its address, in the owner's language. */
export function renderSignUpTakenMail(locale: Locale, input: { name: string; signInLink: string; resetLink: string }) {
  const texts = TAKEN[locale];
  const lines = [
    texts.greeting(input.name),
    texts.body,
    texts.signIn,
    input.signInLink,
    texts.reset,
    input.resetLink,
    texts.ignore,
    SIGNATURE,
  ];
  const html = page(
    locale,
    [
      paragraph(texts.greeting(input.name)),
      paragraph(texts.body),
      linkParagraph(texts.signIn, input.signInLink),
      linkParagraph(texts.reset, input.resetLink),
      paragraph(texts.ignore, 'color:#6b665e'),
    ].join('\n'),
  );
  return { subject: texts.subject, text: lines.join('\n\n'), html };
}
