import type { Locale } from '@boutique/domain';

interface GoogleLinkMailTexts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  link: string;
  ignore: string;
  signature: string;
}

const TEXTS: Record<Locale, GoogleLinkMailTexts> = {
  fr: {
    subject: 'Associer Google à votre compte',
    greeting: (name) => `Bonjour ${name},`,
    body: 'Quelqu’un a demandé à se connecter à votre compte avec le compte Google de cette adresse.',
    link: 'Pour confirmer que c’est bien vous et associer Google à votre compte, suivez ce lien, valable une heure :',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : rien ne change sur votre compte.',
    signature: 'Maison Orcaviar',
  },
  en: {
    subject: 'Link Google to your account',
    greeting: (name) => `Hello ${name},`,
    body: 'Someone asked to sign in to your account with the Google account that uses this address.',
    link: 'To confirm it is you and link Google to your account, follow this link, valid for one hour:',
    ignore: 'If you did not ask for this, ignore this message: nothing changes on your account.',
    signature: 'Maison Orcaviar',
  },
  es: {
    subject: 'Asociar Google a su cuenta',
    greeting: (name) => `Hola ${name}:`,
    body: 'Alguien ha pedido iniciar sesión en su cuenta con la cuenta de Google de esta dirección.',
    link: 'Para confirmar que es usted y asociar Google a su cuenta, siga este enlace, válido durante una hora:',
    ignore: 'Si usted no ha hecho esta solicitud, ignore este mensaje: su cuenta no cambia.',
    signature: 'Maison Orcaviar',
  },
  de: {
    subject: 'Google mit Ihrem Konto verknüpfen',
    greeting: (name) => `Guten Tag ${name},`,
    body: 'Jemand möchte sich mit dem Google-Konto dieser Adresse bei Ihrem Konto anmelden.',
    link: 'Um zu bestätigen, dass Sie es sind, und Google mit Ihrem Konto zu verknüpfen, folgen Sie diesem Link, eine Stunde gültig:',
    ignore: 'Wenn Sie dies nicht angefordert haben, ignorieren Sie diese Nachricht: An Ihrem Konto ändert sich nichts.',
    signature: 'Maison Orcaviar',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/gu, (character) => `&#${character.charCodeAt(0)};`);

/** The mail that lets an account's owner confirm linking Google, in the owner's language. */
export function renderGoogleLinkMail(locale: Locale, input: { name: string; link: string }) {
  const texts = TEXTS[locale];
  const lines = [texts.greeting(input.name), texts.body, texts.link, input.link, texts.ignore, texts.signature];
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Georgia,serif;color:#1a1a1a;line-height:1.6">
<p>${escapeHtml(texts.greeting(input.name))}</p>
<p>${escapeHtml(texts.body)}</p>
<p>${escapeHtml(texts.link)}<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p style="color:#6b665e">${escapeHtml(texts.ignore)}</p>
<p>${escapeHtml(texts.signature)}</p>
</body></html>`;
  return { subject: texts.subject, text: lines.join('\n\n'), html };
}
