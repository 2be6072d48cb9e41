import type { Locale } from '@boutique/domain';

interface InvitationMailTexts {
  subject: string;
  greeting: (name: string) => string;
  why: string;
  link: string;
  later: string;
  signature: string;
}

/** The mail's link stays valid this many days: an invitation is read later than a reset asked for. */
export const INVITATION_LINK_DAYS = 7;

const TEXTS: Record<Locale, InvitationMailTexts> = {
  fr: {
    subject: 'Votre compte Maison Orcaviar a été créé pour votre commande',
    greeting: (name) => `Bonjour ${name},`,
    why: 'Pour enregistrer votre commande, la Maison Orcaviar vous a créé un compte client avec cette adresse e-mail.',
    link: `Choisissez votre mot de passe en suivant ce lien, valable ${INVITATION_LINK_DAYS} jours ; vous pourrez ensuite suivre vos commandes depuis votre compte :`,
    later:
      'Passé ce délai, utilisez « Mot de passe oublié » sur la page de connexion. Si vous n’avez rien commandé, écrivez-nous depuis la page contact.',
    signature: 'Maison Orcaviar',
  },
  en: {
    subject: 'Your Maison Orcaviar account was created for your order',
    greeting: (name) => `Hello ${name},`,
    why: 'To record your order, Maison Orcaviar created a customer account for you with this email address.',
    link: `Choose your password by following this link, valid for ${INVITATION_LINK_DAYS} days; you can then follow your orders from your account:`,
    later:
      'After that, use “Forgotten password” on the sign-in page. If you did not order anything, write to us from the contact page.',
    signature: 'Maison Orcaviar',
  },
  es: {
    subject: 'Hemos creado su cuenta Maison Orcaviar para su pedido',
    greeting: (name) => `Hola ${name}:`,
    why: 'Para registrar su pedido, Maison Orcaviar le ha creado una cuenta de cliente con esta dirección de correo.',
    link: `Elija su contraseña siguiendo este enlace, válido durante ${INVITATION_LINK_DAYS} días; después podrá seguir sus pedidos desde su cuenta:`,
    later:
      'Pasado ese plazo, utilice «¿Ha olvidado su contraseña?» en la página de inicio de sesión. Si no ha hecho ningún pedido, escríbanos desde la página de contacto.',
    signature: 'Maison Orcaviar',
  },
  de: {
    subject: 'Ihr Maison-Orcaviar-Konto wurde für Ihre Bestellung angelegt',
    greeting: (name) => `Guten Tag ${name},`,
    why: 'Um Ihre Bestellung zu erfassen, hat Maison Orcaviar für Sie ein Kundenkonto mit dieser E-Mail-Adresse angelegt.',
    link: `Wählen Sie Ihr Passwort über diesen Link, ${INVITATION_LINK_DAYS} Tage gültig; danach können Sie Ihre Bestellungen in Ihrem Konto verfolgen:`,
    later:
      'Danach nutzen Sie „Passwort vergessen“ auf der Anmeldeseite. Wenn Sie nichts bestellt haben, schreiben Sie uns über die Kontaktseite.',
    signature: 'Maison Orcaviar',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/gu, (character) => `&#${character.charCodeAt(0)};`);

/**
 * The mail to a customer whose account staff created with an order, in their language: why the
 * account exists, and the link (the recovery mechanism's) to choose a password.
 */
export function renderInvitationMail(locale: Locale, input: { name: string; link: string }) {
  const texts = TEXTS[locale];
  const lines = [texts.greeting(input.name), texts.why, texts.link, input.link, texts.later, texts.signature];
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Georgia,serif;color:#1a1a1a;line-height:1.6">
<p>${escapeHtml(texts.greeting(input.name))}</p>
<p>${escapeHtml(texts.why)}</p>
<p>${escapeHtml(texts.link)}<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p style="color:#6b665e">${escapeHtml(texts.later)}</p>
<p>${escapeHtml(texts.signature)}</p>
</body></html>`;
  return { subject: texts.subject, text: lines.join('\n\n'), html };
}
