import type { Locale } from '@boutique/domain';

/** The house's name: title suffix, og:site_name, brand of every product. */
export const BRAND_NAME = 'Maison Orcaviar';

/** Pages whose texts are fixed (not read from the catalogue), by their path under /{lang}. */
export const STATIC_PAGES = [
  'accueil',
  'faq',
  'contact',
  'conditions',
  'conditions/mentions-legales',
  'conditions/retours',
  'conditions/generales-utilisations',
  'conditions/generales-vente',
  'conditions/confidentialite',
  'conditions/cookies',
  'erreur',
] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

/**
 * Heads that are not a public page's: an unknown address, the private areas, and the pages of the
 * links mailed to newsletter subscribers (titled as the app titles them, never indexed).
 */
type GenericPage = 'introuvable' | 'prive' | 'newsletter-confirmation' | 'newsletter-desinscription';

export interface PageText {
  title: string;
  description: string;
}

/**
 * Titles (without the brand suffix) and meta descriptions, written for each language rather than
 * machine-translated: they are what a search result shows.
 */
export const PAGE_TEXTS: Record<Locale, Record<StaticPage | GenericPage, PageText>> = {
  fr: {
    accueil: {
      title: 'Soins au caviar',
      description: 'Maison Orcaviar : soins visage, corps et cheveux au caviar, formulés et façonnés en France.',
    },
    faq: {
      title: 'Questions fréquentes',
      description:
        'Commandes, livraison, retours, conseils d’utilisation : les réponses de Maison Orcaviar à vos questions.',
    },
    contact: {
      title: 'Nous contacter',
      description:
        'Une question sur un soin ou une commande ? Écrivez à Maison Orcaviar, nous vous répondons rapidement.',
    },
    conditions: {
      title: 'Conditions générales',
      description:
        'Vente, utilisation, retours, confidentialité et cookies : les conditions de la boutique Maison Orcaviar.',
    },
    'conditions/mentions-legales': {
      title: 'Mentions légales',
      description: 'Éditeur, hébergeur et informations légales de la boutique Maison Orcaviar.',
    },
    'conditions/retours': {
      title: 'Retours et remboursements',
      description: 'Comment retourner un soin Maison Orcaviar et être remboursé.',
    },
    'conditions/generales-utilisations': {
      title: 'Conditions générales d’utilisation',
      description: 'Les règles d’utilisation du site Maison Orcaviar.',
    },
    'conditions/generales-vente': {
      title: 'Conditions générales de vente',
      description: 'Prix, commande, paiement, livraison et garanties : les conditions de vente de Maison Orcaviar.',
    },
    'conditions/confidentialite': {
      title: 'Politique de confidentialité',
      description: 'Les données que Maison Orcaviar recueille, pourquoi, et comment exercer vos droits.',
    },
    'conditions/cookies': {
      title: 'Cookies',
      description: 'Les cookies de la boutique Maison Orcaviar et la façon de les gérer.',
    },
    erreur: { title: 'Erreur', description: 'Un contretemps est survenu sur la boutique Maison Orcaviar.' },
    introuvable: {
      title: 'Page introuvable',
      description: 'Cette page est introuvable. Les soins Maison Orcaviar vous attendent sur la page d’accueil.',
    },
    prive: { title: '', description: 'Maison Orcaviar, soins au caviar.' },
    'newsletter-confirmation': {
      title: 'Inscription aux nouvelles',
      description: 'Confirmez votre inscription aux nouvelles de Maison Orcaviar.',
    },
    'newsletter-desinscription': {
      title: 'Désinscription',
      description: 'Ne plus recevoir les nouvelles de Maison Orcaviar.',
    },
  },
  en: {
    accueil: {
      title: 'Caviar skin care',
      description: 'Maison Orcaviar: caviar face, body and hair care, formulated and made in France.',
    },
    faq: {
      title: 'Frequently asked questions',
      description: 'Orders, delivery, returns, how to use our products: Maison Orcaviar answers your questions.',
    },
    contact: {
      title: 'Contact us',
      description: 'A question about a product or an order? Write to Maison Orcaviar and we will reply promptly.',
    },
    conditions: {
      title: 'Terms and conditions',
      description: 'Sales, use, returns, privacy and cookies: the terms of the Maison Orcaviar shop.',
    },
    'conditions/mentions-legales': {
      title: 'Legal notice',
      description: 'Publisher, host and legal information of the Maison Orcaviar shop.',
    },
    'conditions/retours': {
      title: 'Returns and refunds',
      description: 'How to return a Maison Orcaviar product and get a refund.',
    },
    'conditions/generales-utilisations': {
      title: 'Terms of use',
      description: 'The rules for using the Maison Orcaviar website.',
    },
    'conditions/generales-vente': {
      title: 'Terms of sale',
      description: 'Prices, ordering, payment, delivery and guarantees: the terms of sale of Maison Orcaviar.',
    },
    'conditions/confidentialite': {
      title: 'Privacy policy',
      description: 'What data Maison Orcaviar collects, why, and how to exercise your rights.',
    },
    'conditions/cookies': {
      title: 'Cookies',
      description: 'The cookies used by the Maison Orcaviar shop and how to manage them.',
    },
    erreur: { title: 'Error', description: 'Something went wrong on the Maison Orcaviar shop.' },
    introuvable: {
      title: 'Page not found',
      description: 'This page cannot be found. Maison Orcaviar’s products await you on the home page.',
    },
    prive: { title: '', description: 'Maison Orcaviar, caviar skin care.' },
    'newsletter-confirmation': {
      title: 'News subscription',
      description: 'Confirm your subscription to Maison Orcaviar’s news.',
    },
    'newsletter-desinscription': {
      title: 'Unsubscribe',
      description: 'Stop receiving Maison Orcaviar’s news.',
    },
  },
  es: {
    accueil: {
      title: 'Cuidados con caviar',
      description:
        'Maison Orcaviar: cuidados con caviar para el rostro, el cuerpo y el cabello, formulados y elaborados en Francia.',
    },
    faq: {
      title: 'Preguntas frecuentes',
      description: 'Pedidos, entrega, devoluciones, consejos de uso: Maison Orcaviar responde a sus preguntas.',
    },
    contact: {
      title: 'Contacto',
      description:
        '¿Una pregunta sobre un cuidado o un pedido? Escriba a Maison Orcaviar y le responderemos enseguida.',
    },
    conditions: {
      title: 'Condiciones generales',
      description: 'Venta, uso, devoluciones, privacidad y cookies: las condiciones de la tienda Maison Orcaviar.',
    },
    'conditions/mentions-legales': {
      title: 'Aviso legal',
      description: 'Editor, alojamiento e información legal de la tienda Maison Orcaviar.',
    },
    'conditions/retours': {
      title: 'Devoluciones y reembolsos',
      description: 'Cómo devolver un cuidado Maison Orcaviar y obtener el reembolso.',
    },
    'conditions/generales-utilisations': {
      title: 'Condiciones generales de uso',
      description: 'Las normas de uso del sitio web de Maison Orcaviar.',
    },
    'conditions/generales-vente': {
      title: 'Condiciones generales de venta',
      description: 'Precios, pedido, pago, entrega y garantías: las condiciones de venta de Maison Orcaviar.',
    },
    'conditions/confidentialite': {
      title: 'Política de privacidad',
      description: 'Qué datos recoge Maison Orcaviar, con qué fin y cómo ejercer sus derechos.',
    },
    'conditions/cookies': {
      title: 'Cookies',
      description: 'Las cookies de la tienda Maison Orcaviar y cómo gestionarlas.',
    },
    erreur: { title: 'Error', description: 'Se ha producido un contratiempo en la tienda Maison Orcaviar.' },
    introuvable: {
      title: 'Página no encontrada',
      description: 'No encontramos esta página. Los cuidados de Maison Orcaviar le esperan en la página de inicio.',
    },
    prive: { title: '', description: 'Maison Orcaviar, cuidados con caviar.' },
    'newsletter-confirmation': {
      title: 'Suscripción a las novedades',
      description: 'Confirme su suscripción a las novedades de Maison Orcaviar.',
    },
    'newsletter-desinscription': {
      title: 'Darse de baja',
      description: 'Dejar de recibir las novedades de Maison Orcaviar.',
    },
  },
  de: {
    accueil: {
      title: 'Kaviar-Pflege',
      description:
        'Maison Orcaviar: Gesichts-, Körper- und Haarpflege mit Kaviar, entwickelt und hergestellt in Frankreich.',
    },
    faq: {
      title: 'Häufige Fragen',
      description: 'Bestellung, Lieferung, Rückgabe, Anwendungstipps: Maison Orcaviar beantwortet Ihre Fragen.',
    },
    contact: {
      title: 'Kontakt',
      description:
        'Eine Frage zu einem Produkt oder einer Bestellung? Schreiben Sie Maison Orcaviar, wir antworten schnell.',
    },
    conditions: {
      title: 'Allgemeine Bedingungen',
      description: 'Verkauf, Nutzung, Rückgabe, Datenschutz und Cookies: die Bedingungen des Maison Orcaviar Shops.',
    },
    'conditions/mentions-legales': {
      title: 'Impressum',
      description: 'Herausgeber, Hoster und rechtliche Angaben des Maison Orcaviar Shops.',
    },
    'conditions/retours': {
      title: 'Rückgabe und Erstattung',
      description: 'So senden Sie ein Produkt von Maison Orcaviar zurück und erhalten Ihr Geld zurück.',
    },
    'conditions/generales-utilisations': {
      title: 'Nutzungsbedingungen',
      description: 'Die Regeln für die Nutzung der Website von Maison Orcaviar.',
    },
    'conditions/generales-vente': {
      title: 'Allgemeine Geschäftsbedingungen',
      description: 'Preise, Bestellung, Zahlung, Lieferung und Garantien: die Verkaufsbedingungen von Maison Orcaviar.',
    },
    'conditions/confidentialite': {
      title: 'Datenschutzerklärung',
      description: 'Welche Daten Maison Orcaviar erhebt, wozu, und wie Sie Ihre Rechte ausüben.',
    },
    'conditions/cookies': {
      title: 'Cookies',
      description: 'Die Cookies des Maison Orcaviar Shops und wie Sie sie verwalten.',
    },
    erreur: { title: 'Fehler', description: 'Im Maison Orcaviar Shop ist ein Fehler aufgetreten.' },
    introuvable: {
      title: 'Seite nicht gefunden',
      description:
        'Diese Seite wurde nicht gefunden. Die Pflegeprodukte von Maison Orcaviar erwarten Sie auf der Startseite.',
    },
    prive: { title: '', description: 'Maison Orcaviar, Kaviar-Pflege.' },
    'newsletter-confirmation': {
      title: 'Abonnement der Neuigkeiten',
      description: 'Bestätigen Sie Ihr Abonnement der Neuigkeiten von Maison Orcaviar.',
    },
    'newsletter-desinscription': {
      title: 'Abbestellen',
      description: 'Die Neuigkeiten von Maison Orcaviar nicht mehr erhalten.',
    },
  },
};

/** og:locale values (underscore form, as OpenGraph wants). */
/** Said to a browser without JavaScript: the pages drawn on the server show, the basket does not. */
export const NOSCRIPT_TEXTS: Record<Locale, string> = {
  fr: 'Maison Orcaviar a besoin de JavaScript pour afficher toute la boutique et pour commander.',
  en: 'Maison Orcaviar needs JavaScript to show the whole shop and to order.',
  es: 'Maison Orcaviar necesita JavaScript para mostrar toda la tienda y para hacer un pedido.',
  de: 'Maison Orcaviar benötigt JavaScript, um den ganzen Shop anzuzeigen und zu bestellen.',
};

export const OG_LOCALES: Record<Locale, string> = { fr: 'fr_FR', en: 'en_GB', es: 'es_ES', de: 'de_DE' };
