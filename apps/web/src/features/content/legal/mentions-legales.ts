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
    },
    {
      id: 'hebergeur',
      heading: { fr: 'Hébergement', en: 'Hosting', es: 'Alojamiento', de: 'Hosting' },
      blocks: ['Le site est hébergé par {{hebergeur}}.'],
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
    },
    {
      id: 'contact',
      heading: { fr: 'Nous contacter', en: 'Contact us', es: 'Contacto', de: 'Kontakt' },
      blocks: [
        'Pour toute question relative au site : {{email}}, {{telephone}} (du lundi au vendredi, de 9 h 30 à 18 h, hors jours fériés), ou par courrier à {{nom}}, {{adresse}}, {{code_postal}} {{ville}}.',
      ],
    },
  ],
};
