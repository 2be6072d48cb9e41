import type { LegalDocument } from './legal-types.ts';

/** Politique cookies (article 82 de la loi Informatique et Libertés, lignes directrices de la CNIL). */
export const cookies: LegalDocument = {
  slug: 'cookies',
  title: {
    fr: 'Politique cookies',
    en: 'Cookie policy',
    es: 'Política de cookies',
    de: 'Cookie-Richtlinie',
  },
  summary: {
    fr: 'Les cookies déposés sur le site, leur durée et la façon de modifier vos choix.',
    en: 'The cookies used on the site, how long they last and how to change your choices.',
    es: 'Las cookies del sitio, su duración y cómo modificar sus opciones.',
    de: 'Die Cookies der Website, ihre Laufzeit und wie Sie Ihre Auswahl ändern.',
  },
  updated: '2026-11-28',
  sections: [
    {
      id: 'definition',
      heading: {
        fr: 'Qu’est-ce qu’un cookie ?',
        en: 'What is a cookie?',
        es: '¿Qué es una cookie?',
        de: 'Was ist ein Cookie?',
      },
      blocks: [
        'Un cookie est un petit fichier texte déposé sur votre terminal (ordinateur, téléphone, tablette) lors de la consultation d’un site. Cette politique couvre également les technologies équivalentes, comme le stockage local du navigateur. Conformément à l’article 82 de la loi Informatique et Libertés, les cookies qui ne sont pas strictement nécessaires au fonctionnement du site ne sont déposés qu’avec votre accord.',
      ],
    },
    {
      id: 'necessaires',
      heading: {
        fr: 'Cookies nécessaires',
        en: 'Necessary cookies',
        es: 'Cookies necesarias',
        de: 'Notwendige Cookies',
      },
      blocks: [
        'Toujours actifs, ils sont indispensables au fonctionnement du site et ne requièrent pas votre consentement :',
        {
          list: [
            'od, od_analytic et od_marketing : la date et le contenu de vos choix en matière de cookies ;',
            'od_cart_id et od_cart_items (stockage local) : le contenu de votre panier ;',
            'od_language (stockage local et cookie, 13 mois) : la langue que vous avez choisie, pour que l’accueil s’ouvre dans celle-ci ;',
            'jeton de connexion (stockage local) : votre session lorsque vous êtes connecté à votre compte.',
          ],
        },
      ],
    },
    {
      id: 'mesure-audience',
      heading: {
        fr: 'Cookies de mesure d’audience',
        en: 'Analytics cookies',
        es: 'Cookies de medición de audiencia',
        de: 'Cookies zur Reichweitenmessung',
      },
      blocks: [
        'Nous mesurons nous-mêmes la fréquentation du site, sans outil tiers : pages vues, provenance des visites, type de terminal, langue et étapes de la commande. Ces statistiques sont anonymes : ni adresse IP, ni identifiant de client ou de commande ne sont conservés ; elles ne sont ni recoupées avec d’autres traitements ni transmises à des tiers.',
        'Conformément à l’exemption prévue par la CNIL pour la mesure d’audience, elles n’utilisent sans votre accord qu’un identifiant aléatoire de visite gardé dans l’onglet (od_visite, stockage de session, effacé à sa fermeture). Si vous acceptez la mesure d’audience (choix « analytiques »), cet identifiant est conservé 30 jours dans le cookie od_session, pour reconnaître une visite de retour. Si vous la refusez, plus rien n’est mesuré, immédiatement. Les comptes de l’équipe ne sont jamais mesurés.',
        'Les événements bruts sont conservés 13 mois, les statistiques agrégées 25 mois.',
      ],
    },
    {
      id: 'marketing',
      heading: {
        fr: 'Cookies marketing',
        en: 'Marketing cookies',
        es: 'Cookies de marketing',
        de: 'Marketing-Cookies',
      },
      blocks: [
        'Aucun cookie marketing n’est déposé aujourd’hui : la boutique n’utilise ni régie publicitaire, ni pixel de suivi, ni module de réseau social, et les liens de partage de nos pages sont de simples liens, qui ne déposent rien. Votre choix « marketing » est seulement enregistré (cookie od_marketing) : si nous ajoutions un jour un tel outil, il ne fonctionnerait qu’avec votre accord, et cette politique serait mise à jour auparavant.',
      ],
    },
    {
      id: 'duree',
      heading: {
        fr: 'Durée de conservation',
        en: 'How long cookies are kept',
        es: 'Plazo de conservación',
        de: 'Speicherdauer',
      },
      blocks: [
        'Les cookies soumis à consentement ont une durée de vie de treize (13) mois au maximum. Vos choix sont conservés pour la même durée au plus ; à son terme, ils vous sont de nouveau demandés. Les informations collectées par ces cookies sont conservées vingt-cinq mois au plus.',
      ],
    },
    {
      id: 'choix',
      heading: {
        fr: 'Gérer vos choix',
        en: 'Managing your choices',
        es: 'Gestionar sus opciones',
        de: 'Ihre Auswahl verwalten',
      },
      blocks: [
        'Lors de votre première visite, un bandeau vous permet d’accepter ou de refuser les cookies soumis à consentement, catégorie par catégorie, aussi simplement dans un cas que dans l’autre. Refuser n’empêche pas d’utiliser le site ni de commander.',
        'Votre choix est révocable à tout moment : utilisez le lien « Gérer les cookies » en bas de chaque page, ou le bouton ci-dessous. Vous pouvez aussi configurer votre navigateur pour bloquer ou supprimer les cookies ; le blocage des cookies nécessaires peut toutefois empêcher le panier de fonctionner.',
        { cookieSettings: true },
      ],
    },
    {
      id: 'contact',
      heading: { fr: 'Contact', en: 'Contact', es: 'Contacto', de: 'Kontakt' },
      blocks: [
        'Pour toute question sur les cookies ou sur vos données, écrivez à {{email}}. Vos droits et la possibilité de saisir la CNIL sont décrits dans notre politique de confidentialité.',
      ],
    },
  ],
};
