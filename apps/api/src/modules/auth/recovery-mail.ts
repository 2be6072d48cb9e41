import type { Locale } from '@boutique/domain';

interface RecoveryMailTexts {
  subject: string;
  greeting: (name: string) => string;
  code: (code: string) => string;
  link: string;
  ignore: string;
  signature: string;
}

const TEXTS: Record<Locale, RecoveryMailTexts> = {
  fr: {
    subject: 'Votre code pour choisir un nouveau mot de passe',
    greeting: (name) => `Bonjour ${name},`,
    code: (code) => `Votre code : ${code} (valable 10 minutes).`,
    link: 'Vous pouvez aussi suivre ce lien, valable une heure :',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    signature: 'Maison Orcaviar',
  },
  en: {
    subject: 'Your code to choose a new password',
    greeting: (name) => `Hello ${name},`,
    code: (code) => `Your code: ${code} (valid for 10 minutes).`,
    link: 'You can also follow this link, valid for one hour:',
    ignore: 'If you did not ask for this, ignore this message: your password stays unchanged.',
    signature: 'Maison Orcaviar',
  },
  es: {
    subject: 'Su código para elegir una nueva contraseña',
    greeting: (name) => `Hola ${name}:`,
    code: (code) => `Su código: ${code} (válido durante 10 minutos).`,
    link: 'También puede seguir este enlace, válido durante una hora:',
    ignore: 'Si usted no ha hecho esta solicitud, ignore este mensaje: su contraseña no cambia.',
    signature: 'Maison Orcaviar',
  },
  de: {
    subject: 'Ihr Code für ein neues Passwort',
    greeting: (name) => `Guten Tag ${name},`,
    code: (code) => `Ihr Code: ${code} (10 Minuten gültig).`,
    link: 'Sie können auch diesem Link folgen, eine Stunde gültig:',
    ignore: 'Wenn Sie dies nicht angefordert haben, ignorieren Sie diese Nachricht: Ihr Passwort bleibt unverändert.',
    signature: 'Maison Orcaviar',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/gu, (character) => `&#${character.charCodeAt(0)};`);

/** The recovery mail in the user's language, as text and HTML. */
export function renderRecoveryMail(locale: Locale, input: { name: string; code: string; link: string }) {
  const texts = TEXTS[locale];
  const lines = [
    texts.greeting(input.name),
    texts.code(input.code),
    texts.link,
    input.link,
    texts.ignore,
    texts.signature,
  ];
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Georgia,serif;color:#1a1a1a;line-height:1.6">
<p>${escapeHtml(texts.greeting(input.name))}</p>
<p style="font-size:20px;letter-spacing:4px"><strong>${escapeHtml(input.code)}</strong></p>
<p>${escapeHtml(texts.code(input.code))}</p>
<p>${escapeHtml(texts.link)}<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p style="color:#6b665e">${escapeHtml(texts.ignore)}</p>
<p>${escapeHtml(texts.signature)}</p>
</body></html>`;
  return { subject: texts.subject, text: lines.join('\n\n'), html };
}
