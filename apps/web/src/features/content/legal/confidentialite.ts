import type { LegalDocument } from './legal-types.ts';

/** Politique de confidentialité (règlement (UE) 2016/679 « RGPD » et loi Informatique et Libertés). */
export const confidentialite: LegalDocument = {
  slug: 'confidentialite',
  title: {
    fr: 'Politique de confidentialité',
    en: 'Privacy policy',
    es: 'Política de privacidad',
    de: 'Datenschutzerklärung',
  },
  summary: {
    fr: 'Les données que nous traitons, pourquoi, combien de temps, et vos droits.',
    en: 'The data we process, why, for how long, and your rights.',
    es: 'Los datos que tratamos, por qué, durante cuánto tiempo y sus derechos.',
    de: 'Welche Daten wir verarbeiten, warum, wie lange – und Ihre Rechte.',
  },
  updated: '2026-03-01',
  sections: [
    {
      id: 'responsable',
      heading: {
        fr: 'Responsable du traitement',
        en: 'Data controller',
        es: 'Responsable del tratamiento',
        de: 'Verantwortlicher',
      },
      blocks: [
        'Le responsable du traitement des données personnelles collectées sur le site est {{nom}}, {{adresse}}, {{code_postal}} {{ville}} ({{pays}}), {{rcs}}, représentée par {{directeur_publication}}.',
        'Pour toute question relative à vos données ou à l’exercice de vos droits, écrivez à {{email}}, en précisant « Données personnelles » en objet, ou par courrier à l’adresse ci-dessus.',
      ],
    },
    {
      id: 'donnees',
      heading: {
        fr: 'Les données que nous collectons',
        en: 'The data we collect',
        es: 'Los datos que recogemos',
        de: 'Welche Daten wir erheben',
      },
      blocks: [
        'Nous ne collectons que les données nécessaires aux finalités décrites ci-après :',
        {
          list: [
            'identité et coordonnées : civilité, nom, prénom, adresse électronique, numéro de téléphone, adresses de livraison et de facturation ;',
            'données de compte : identifiant, mot de passe (conservé sous forme chiffrée), langue et préférences d’affichage des prix ;',
            'commandes : produits, montants, historique, échanges avec le service clients, retours ;',
            'paiement : statut et référence de la transaction ; les données de carte bancaire sont traitées exclusivement par notre prestataire de paiement et ne nous sont jamais transmises ;',
            'navigation : identifiant de session, pages consultées, type de terminal et de navigateur, choix en matière de cookies.',
          ],
        },
      ],
    },
    {
      id: 'finalites',
      heading: {
        fr: 'Finalités et bases légales',
        en: 'Purposes and legal bases',
        es: 'Finalidades y bases jurídicas',
        de: 'Zwecke und Rechtsgrundlagen',
      },
      blocks: [
        'Chaque traitement repose sur l’une des bases légales prévues à l’article 6 du RGPD :',
        {
          list: [
            'gestion des commandes, du paiement, de la livraison, des retours et du service clients : exécution du contrat (art. 6.1.b) ;',
            'gestion du compte client : exécution du contrat (art. 6.1.b) ;',
            'facturation et comptabilité : respect de nos obligations légales (art. 6.1.c) ;',
            'prévention de la fraude au paiement et sécurité du site : intérêt légitime à protéger nos clients et notre activité (art. 6.1.f) ;',
            'envoi de la lettre d’information et d’offres : consentement (art. 6.1.a), ou, pour des produits analogues à ceux déjà achetés, intérêt légitime avec faculté d’opposition à chaque envoi (article L34-5 du Code des postes et des communications électroniques) ;',
            'mesure d’audience et personnalisation publicitaire : consentement recueilli par le bandeau cookies (art. 6.1.a) ;',
            'gestion des réclamations et des litiges : intérêt légitime à défendre nos droits (art. 6.1.f).',
          ],
        },
      ],
    },
    {
      id: 'destinataires',
      heading: {
        fr: 'Destinataires',
        en: 'Recipients',
        es: 'Destinatarios',
        de: 'Empfänger',
      },
      blocks: [
        'Vos données sont destinées aux seuls services habilités de {{nom}} et à nos sous-traitants, dans la limite de ce qui est nécessaire à leur mission et dans le cadre d’un contrat conforme à l’article 28 du RGPD : hébergeur du site ({{hebergeur}}), prestataire de paiement, transporteurs, prestataire d’envoi de courriers électroniques. Nous ne vendons ni ne louons jamais vos données.',
        'Elles peuvent être communiquées aux autorités lorsque la loi l’exige.',
      ],
    },
    {
      id: 'transferts',
      heading: {
        fr: 'Transferts hors de l’Union européenne',
        en: 'Transfers outside the European Union',
        es: 'Transferencias fuera de la Unión Europea',
        de: 'Übermittlungen außerhalb der Europäischen Union',
      },
      blocks: [
        'Vos données sont hébergées dans l’Union européenne. Si un prestataire devait y accéder depuis un pays tiers, ce transfert serait encadré par une décision d’adéquation de la Commission européenne ou par des clauses contractuelles types, dont vous pouvez obtenir copie sur demande.',
      ],
    },
    {
      id: 'durees',
      heading: {
        fr: 'Durées de conservation',
        en: 'Retention periods',
        es: 'Plazos de conservación',
        de: 'Speicherdauer',
      },
      blocks: [
        {
          list: [
            'données de commande et de relation client : pendant la relation contractuelle, puis cinq ans au titre de la prescription de droit commun (article 2224 du Code civil) ;',
            'factures et pièces comptables : dix ans à compter de la clôture de l’exercice (article L123-22 du Code de commerce) ;',
            'contrats d’un montant égal ou supérieur à 120 € : dix ans (article L213-1 du Code de la consommation) ;',
            'compte client : supprimé après trois ans d’inactivité, après vous en avoir avertis ;',
            'prospection commerciale : trois ans à compter du dernier contact de votre part, ou jusqu’à votre désinscription ;',
            'données de transaction bancaire : le temps de la transaction, puis treize mois à titre de preuve en cas de contestation, chez notre prestataire de paiement ;',
            'cookies et traceurs soumis à consentement : treize mois au plus ; vos choix sont conservés pour la même durée ;',
            'journaux techniques de connexion : un an.',
          ],
        },
      ],
    },
    {
      id: 'droits',
      heading: { fr: 'Vos droits', en: 'Your rights', es: 'Sus derechos', de: 'Ihre Rechte' },
      blocks: [
        'Conformément aux articles 15 à 22 du RGPD, vous disposez sur vos données :',
        {
          list: [
            'd’un droit d’accès, pour savoir quelles données nous détenons et en obtenir copie ;',
            'd’un droit de rectification des données inexactes ou incomplètes ;',
            'd’un droit à l’effacement, dans les cas prévus par l’article 17 ;',
            'd’un droit à la limitation du traitement ;',
            'd’un droit à la portabilité des données que vous nous avez fournies, dans un format structuré et couramment utilisé ;',
            'd’un droit d’opposition, à tout moment et sans motif pour la prospection commerciale, et pour motif légitime pour les traitements fondés sur notre intérêt légitime ;',
            'du droit de retirer votre consentement à tout moment, sans que cela remette en cause la licéité des traitements antérieurs ;',
            'du droit de définir des directives relatives au sort de vos données après votre décès (article 85 de la loi Informatique et Libertés).',
          ],
        },
        'Pour les exercer, écrivez à {{email}} ou à {{nom}}, {{adresse}}, {{code_postal}} {{ville}}. Nous répondons dans un délai d’un mois, qui peut être prolongé de deux mois compte tenu de la complexité ou du nombre de demandes ; une pièce d’identité ne vous sera demandée qu’en cas de doute raisonnable sur votre identité.',
      ],
    },
    {
      id: 'reclamation',
      heading: {
        fr: 'Réclamation auprès de la CNIL',
        en: 'Complaint to the CNIL',
        es: 'Reclamación ante la CNIL',
        de: 'Beschwerde bei der CNIL',
      },
      blocks: [
        'Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur www.cnil.fr.',
      ],
    },
    {
      id: 'securite',
      heading: { fr: 'Sécurité', en: 'Security', es: 'Seguridad', de: 'Sicherheit' },
      blocks: [
        'Nous mettons en œuvre des mesures techniques et organisationnelles adaptées pour protéger vos données : chiffrement des échanges (HTTPS), mots de passe chiffrés, accès restreints aux seules personnes habilitées, sauvegardes régulières. En cas de violation de données présentant un risque pour vos droits, nous le notifions à la CNIL et, le cas échéant, vous en informons.',
      ],
    },
    {
      id: 'mise-a-jour',
      heading: {
        fr: 'Mise à jour de cette politique',
        en: 'Updates to this policy',
        es: 'Actualización de esta política',
        de: 'Aktualisierung dieser Erklärung',
      },
      blocks: [
        'Cette politique peut évoluer ; la date de sa dernière mise à jour figure en tête de page. En cas de changement substantiel, nous vous en informons par courrier électronique ou par un message sur le site.',
      ],
    },
  ],
};
