import type { LegalDocument } from './legal-types.ts';

/** Mentions légales (loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique, art. 6-III et 19). */
export const mentionsLegales: LegalDocument = {
  slug: 'mentions-legales',
  title: { fr: 'Mentions légales', en: 'Legal notice', es: 'Aviso legal', de: 'Impressum' },
  summary: {
    fr: 'L’éditeur du site, son directeur de la publication et son hébergeur.',
    en: 'The publisher of the site, its publication director and its host.',
    es: 'El editor del sitio, su director de publicación y su proveedor de alojamiento.',
    de: 'Herausgeber der Website, verantwortliche Person und Hosting-Anbieter.',
  },
  updated: '2026-03-01',
  sections: [
    {
      id: 'editeur',
      heading: { fr: 'Éditeur du site', en: 'Publisher', es: 'Editor del sitio', de: 'Herausgeber' },
      blocks: [
        'Le présent site, accessible à l’adresse de la boutique Maison Orcaviar, est édité par la société {{nom}}, société par actions simplifiée au capital de {{capital}}, dont le siège social est situé {{adresse}}, {{code_postal}} {{ville}} ({{pays}}).',
        { identity: true },
      ],
      translations: {
        en: [
          'This website, the Maison Orcaviar shop, is published by {{nom}}, a French simplified joint-stock company (société par actions simplifiée) with a share capital of {{capital}}, whose registered office is at {{adresse}}, {{code_postal}} {{ville}} ({{pays}}).',
          { identity: true },
        ],
        es: [
          'El presente sitio, la tienda Maison Orcaviar, es editado por la sociedad {{nom}}, sociedad por acciones simplificada de derecho francés con un capital social de {{capital}}, con domicilio social en {{adresse}}, {{code_postal}} {{ville}} ({{pays}}).',
          { identity: true },
        ],
        de: [
          'Diese Website, der Shop von Maison Orcaviar, wird herausgegeben von {{nom}}, einer vereinfachten Aktiengesellschaft französischen Rechts (société par actions simplifiée) mit einem Stammkapital von {{capital}} und Sitz in {{adresse}}, {{code_postal}} {{ville}} ({{pays}}).',
          { identity: true },
        ],
      },
    },
    {
      id: 'directeur-publication',
      heading: {
        fr: 'Directeur de la publication',
        en: 'Publication director',
        es: 'Director de la publicación',
        de: 'Verantwortlich für den Inhalt',
      },
      blocks: [
        'Le directeur de la publication est {{directeur_publication}}, en qualité de représentant légal de {{nom}}. Il peut être joint à l’adresse {{email}} ou au {{telephone}}.',
      ],
      translations: {
        en: [
          'The publication director is {{directeur_publication}}, as legal representative of {{nom}}, who can be reached at {{email}} or on {{telephone}}.',
        ],
        es: [
          'El director de la publicación es {{directeur_publication}}, en calidad de representante legal de {{nom}}, a quien puede contactar en {{email}} o en el {{telephone}}.',
        ],
        de: [
          'Verantwortlich für den Inhalt ist {{directeur_publication}} als gesetzliche Vertretung von {{nom}}, erreichbar unter {{email}} oder {{telephone}}.',
        ],
      },
    },
    {
      id: 'hebergeur',
      heading: { fr: 'Hébergement', en: 'Hosting', es: 'Alojamiento', de: 'Hosting' },
      blocks: ['Le site est hébergé par {{hebergeur}}.'],
      translations: {
        en: ['The site is hosted by {{hebergeur}}.'],
        es: ['El sitio está alojado por {{hebergeur}}.'],
        de: ['Die Website wird gehostet von {{hebergeur}}.'],
      },
    },
    {
      id: 'propriete-intellectuelle',
      heading: {
        fr: 'Propriété intellectuelle',
        en: 'Intellectual property',
        es: 'Propiedad intelectual',
        de: 'Geistiges Eigentum',
      },
      blocks: [
        'L’ensemble des éléments du site (marque Maison Orcaviar, logos, textes, photographies, illustrations, vidéos, mise en page, code) est la propriété exclusive de {{nom}} ou de ses partenaires et est protégé par le Code de la propriété intellectuelle. Toute reproduction, représentation, adaptation ou exploitation, totale ou partielle, sans autorisation écrite préalable est interdite et constitue une contrefaçon sanctionnée par les articles L335-2 et suivants du Code de la propriété intellectuelle.',
      ],
      translations: {
        en: [
          'All elements of the site (the Maison Orcaviar brand, logos, texts, photographs, illustrations, videos, layout, code) are the exclusive property of {{nom}} or its partners and are protected by the French Intellectual Property Code. Any reproduction, representation, adaptation or use, in whole or in part, without prior written permission is prohibited and constitutes an infringement punishable under articles L335-2 et seq. of that Code.',
        ],
        es: [
          'Todos los elementos del sitio (marca Maison Orcaviar, logotipos, textos, fotografías, ilustraciones, vídeos, diseño, código) son propiedad exclusiva de {{nom}} o de sus socios y están protegidos por el Código francés de la propiedad intelectual. Queda prohibida toda reproducción, representación, adaptación o explotación, total o parcial, sin autorización previa por escrito, que constituiría una falsificación sancionada por los artículos L335-2 y siguientes de dicho Código.',
        ],
        de: [
          'Sämtliche Bestandteile der Website (Marke Maison Orcaviar, Logos, Texte, Fotografien, Illustrationen, Videos, Gestaltung, Code) sind ausschließliches Eigentum von {{nom}} oder ihrer Partner und durch das französische Gesetzbuch über geistiges Eigentum geschützt. Jede vollständige oder teilweise Vervielfältigung, Darstellung, Bearbeitung oder Verwertung ohne vorherige schriftliche Genehmigung ist untersagt und stellt eine nach Artikel L335-2 ff. dieses Gesetzbuchs strafbare Rechtsverletzung dar.',
        ],
      },
    },
    {
      id: 'donnees-personnelles',
      heading: {
        fr: 'Données personnelles et cookies',
        en: 'Personal data and cookies',
        es: 'Datos personales y cookies',
        de: 'Personenbezogene Daten und Cookies',
      },
      blocks: [
        'Les traitements de données personnelles réalisés sur le site sont décrits dans notre politique de confidentialité, et l’usage des cookies dans notre politique cookies. Vous pouvez modifier vos choix à tout moment grâce au lien « Gérer les cookies » en bas de chaque page.',
      ],
      translations: {
        en: [
          'The processing of personal data on the site is described in our privacy policy, and the use of cookies in our cookie policy. You can change your choices at any time through the “Manage cookies” link at the bottom of every page.',
        ],
        es: [
          'Los tratamientos de datos personales realizados en el sitio se describen en nuestra política de privacidad, y el uso de cookies en nuestra política de cookies. Puede modificar sus opciones en cualquier momento mediante el enlace «Gestionar las cookies» al pie de cada página.',
        ],
        de: [
          'Die Verarbeitung personenbezogener Daten auf der Website ist in unserer Datenschutzerklärung beschrieben, der Einsatz von Cookies in unserer Cookie-Richtlinie. Ihre Auswahl können Sie jederzeit über den Link „Cookies verwalten“ unten auf jeder Seite ändern.',
        ],
      },
    },
    {
      id: 'contact',
      heading: { fr: 'Nous contacter', en: 'Contact us', es: 'Contacto', de: 'Kontakt' },
      blocks: [
        'Pour toute question relative au site : {{email}}, {{telephone}} (du lundi au vendredi, de 9 h 30 à 18 h, hors jours fériés), ou par courrier à {{nom}}, {{adresse}}, {{code_postal}} {{ville}}.',
      ],
      translations: {
        en: [
          'For any question about the site: {{email}}, {{telephone}} (Monday to Friday, 9.30 am to 6 pm, French public holidays excepted), or by post to {{nom}}, {{adresse}}, {{code_postal}} {{ville}}.',
        ],
        es: [
          'Para cualquier pregunta sobre el sitio: {{email}}, {{telephone}} (de lunes a viernes, de 9:30 a 18:00, salvo festivos en Francia), o por correo postal a {{nom}}, {{adresse}}, {{code_postal}} {{ville}}.',
        ],
        de: [
          'Bei Fragen zur Website: {{email}}, {{telephone}} (Montag bis Freitag, 9:30 bis 18 Uhr, außer an französischen Feiertagen) oder per Post an {{nom}}, {{adresse}}, {{code_postal}} {{ville}}.',
        ],
      },
    },
  ],
};
