import type { LegalDocument } from './legal-types.ts';

/** Conditions générales d’utilisation du site. */
export const generalesUtilisations: LegalDocument = {
  slug: 'generales-utilisations',
  title: {
    fr: 'Conditions générales d’utilisation',
    en: 'Terms of use',
    es: 'Condiciones generales de uso',
    de: 'Nutzungsbedingungen',
  },
  summary: {
    fr: 'Les règles d’accès et d’usage du site et de votre compte client.',
    en: 'The rules for accessing and using the site and your customer account.',
    es: 'Las normas de acceso y uso del sitio y de su cuenta de cliente.',
    de: 'Regeln für den Zugang zur Website und die Nutzung Ihres Kundenkontos.',
  },
  updated: '2026-03-01',
  sections: [
    {
      id: 'objet',
      heading: { fr: '1. Objet', en: '1. Purpose', es: '1. Objeto', de: '1. Gegenstand' },
      blocks: [
        'Les présentes conditions générales d’utilisation (« CGU ») encadrent l’accès au site de la boutique Maison Orcaviar, édité par {{nom}}, et son utilisation par tout visiteur (« l’Utilisateur »). Naviguer sur le site vaut acceptation des CGU en vigueur. Les achats sont en outre régis par les conditions générales de vente.',
      ],
    },
    {
      id: 'acces',
      heading: {
        fr: '2. Accès au site',
        en: '2. Access to the site',
        es: '2. Acceso al sitio',
        de: '2. Zugang zur Website',
      },
      blocks: [
        'Le site est accessible gratuitement, en tout lieu, à tout Utilisateur disposant d’un accès à Internet ; les frais de connexion et d’équipement restent à sa charge.',
        'L’éditeur s’efforce d’assurer un accès continu au site, sans y être tenu. L’accès peut être suspendu, notamment pour des opérations de maintenance ou de mise à jour, ou en cas de force majeure, sans que sa responsabilité puisse être engagée.',
      ],
    },
    {
      id: 'compte',
      heading: {
        fr: '3. Compte client',
        en: '3. Customer account',
        es: '3. Cuenta de cliente',
        de: '3. Kundenkonto',
      },
      blocks: [
        'La création d’un compte, gratuite, permet de suivre ses commandes, de gérer ses adresses et ses préférences. L’Utilisateur s’engage à fournir des informations exactes et à les tenir à jour.',
        'Ses identifiants sont personnels et confidentiels : il est responsable de leur conservation et de toute utilisation de son compte. En cas de perte ou d’usage frauduleux présumé, il en informe sans délai le service clients à {{email}} et modifie son mot de passe.',
        'L’Utilisateur peut fermer son compte à tout moment sur simple demande. L’éditeur peut suspendre ou fermer un compte en cas de manquement grave aux présentes CGU, après en avoir informé l’Utilisateur, sauf urgence.',
      ],
    },
    {
      id: 'usages',
      heading: {
        fr: '4. Usages interdits',
        en: '4. Prohibited uses',
        es: '4. Usos prohibidos',
        de: '4. Unzulässige Nutzung',
      },
      blocks: [
        'L’Utilisateur s’engage à utiliser le site de manière loyale et conforme aux lois en vigueur. Il s’interdit notamment :',
        {
          list: [
            'de porter atteinte au fonctionnement ou à la sécurité du site, de tenter d’accéder sans autorisation à ses systèmes ou aux données d’autres utilisateurs ;',
            'd’extraire de manière systématique le contenu du site par des moyens automatisés ;',
            'de publier des contenus illicites, injurieux, diffamatoires ou contraires aux droits de tiers, notamment dans les avis ou les messages adressés au service clients ;',
            'd’usurper l’identité d’un tiers ou de passer des commandes frauduleuses.',
          ],
        },
      ],
    },
    {
      id: 'propriete-intellectuelle',
      heading: {
        fr: '5. Propriété intellectuelle',
        en: '5. Intellectual property',
        es: '5. Propiedad intelectual',
        de: '5. Geistiges Eigentum',
      },
      blocks: [
        'La marque, les textes, visuels, vidéos et logiciels du site sont protégés par le droit de la propriété intellectuelle et appartiennent à {{nom}} ou à ses partenaires. L’Utilisateur bénéficie d’un droit d’usage strictement personnel et non commercial ; toute autre utilisation requiert une autorisation écrite préalable.',
      ],
    },
    {
      id: 'contenus',
      heading: {
        fr: '6. Informations et conseils',
        en: '6. Information and advice',
        es: '6. Información y consejos',
        de: '6. Informationen und Ratschläge',
      },
      blocks: [
        'Les informations et conseils de beauté publiés sur le site (actualités, conseils d’utilisation, questions fréquentes) sont fournis à titre indicatif. Ils ne remplacent pas l’avis d’un professionnel de santé, notamment en cas de peau lésée, d’allergie connue, de grossesse ou d’allaitement.',
      ],
    },
    {
      id: 'liens',
      heading: {
        fr: '7. Liens hypertextes',
        en: '7. Hyperlinks',
        es: '7. Enlaces',
        de: '7. Links',
      },
      blocks: [
        'Le site peut contenir des liens vers des sites tiers, notamment des réseaux sociaux, sur le contenu desquels l’éditeur n’exerce aucun contrôle et pour lesquels il décline toute responsabilité. La création d’un lien vers le site est libre, à condition qu’il ne porte pas atteinte à l’image de la maison et qu’il ouvre le site dans une fenêtre distincte, sans l’intégrer à un autre site.',
      ],
    },
    {
      id: 'responsabilite',
      heading: {
        fr: '8. Responsabilité',
        en: '8. Liability',
        es: '8. Responsabilidad',
        de: '8. Haftung',
      },
      blocks: [
        'L’éditeur met en œuvre les moyens raisonnables pour offrir des informations exactes et à jour, sans pouvoir garantir l’absence d’erreur ou d’omission. Il ne saurait être tenu responsable des dommages résultant d’un usage du site non conforme aux présentes CGU, d’une interruption du service ou de l’intrusion d’un tiers malgré les mesures de sécurité mises en place.',
      ],
    },
    {
      id: 'modification',
      heading: {
        fr: '9. Modification des CGU',
        en: '9. Changes to these terms',
        es: '9. Modificación de las condiciones',
        de: '9. Änderung der Nutzungsbedingungen',
      },
      blocks: [
        'L’éditeur peut modifier les présentes CGU à tout moment afin de les adapter à l’évolution du site ou de la réglementation. La version applicable est celle publiée sur le site au jour de la visite ; la date de dernière mise à jour figure en tête de page.',
      ],
    },
    {
      id: 'droit-applicable',
      heading: {
        fr: '10. Droit applicable',
        en: '10. Governing law',
        es: '10. Ley aplicable',
        de: '10. Anwendbares Recht',
      },
      blocks: [
        'Les présentes CGU sont soumises au droit français. Tout différend relatif à leur interprétation ou à leur exécution fait l’objet d’une recherche de solution amiable avant toute action ; à défaut, il relève des juridictions compétentes dans les conditions du droit commun.',
      ],
    },
  ],
};
