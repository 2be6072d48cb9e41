import type { LegalDocument } from './legal-types.ts';

/** Conditions générales de vente aux consommateurs. */
export const generalesVente: LegalDocument = {
  slug: 'generales-vente',
  title: {
    fr: 'Conditions générales de vente',
    en: 'General terms of sale',
    es: 'Condiciones generales de venta',
    de: 'Allgemeine Verkaufsbedingungen',
  },
  summary: {
    fr: 'Commande, prix, paiement, livraison, garanties et règlement des litiges.',
    en: 'Orders, prices, payment, delivery, guarantees and dispute resolution.',
    es: 'Pedido, precios, pago, entrega, garantías y resolución de litigios.',
    de: 'Bestellung, Preise, Zahlung, Lieferung, Gewährleistung und Streitbeilegung.',
  },
  updated: '2026-11-28',
  sections: [
    {
      id: 'objet',
      heading: {
        fr: 'Article 1 – Objet et champ d’application',
        en: 'Article 1 – Purpose and scope',
        es: 'Artículo 1 – Objeto y ámbito de aplicación',
        de: 'Artikel 1 – Gegenstand und Geltungsbereich',
      },
      blocks: [
        'Les présentes conditions générales de vente (« CGV ») régissent les ventes de produits cosmétiques conclues à distance sur la boutique en ligne Maison Orcaviar entre {{nom}} (« le Vendeur ») et toute personne physique agissant en qualité de consommateur (« le Client »).',
        'Elles prévalent sur tout autre document. Le Client déclare les avoir lues et acceptées avant de passer commande, en cochant la case prévue à cet effet. Les CGV applicables sont celles en vigueur à la date de la commande ; elles peuvent être téléchargées et imprimées à tout moment.',
      ],
    },
    {
      id: 'vendeur',
      heading: {
        fr: 'Article 2 – Identification du Vendeur',
        en: 'Article 2 – The Seller',
        es: 'Artículo 2 – Identificación del Vendedor',
        de: 'Artikel 2 – Angaben zum Verkäufer',
      },
      blocks: [
        '{{nom}}, au capital de {{capital}}, {{rcs}}, SIRET {{siret}}, TVA intracommunautaire {{tva}}, dont le siège est situé {{adresse}}, {{code_postal}} {{ville}} ({{pays}}).',
        'Service clients : {{email}}, {{telephone}}, du lundi au vendredi de 9 h 30 à 18 h (hors jours fériés).',
      ],
    },
    {
      id: 'produits',
      heading: {
        fr: 'Article 3 – Produits',
        en: 'Article 3 – Products',
        es: 'Artículo 3 – Productos',
        de: 'Artikel 3 – Produkte',
      },
      blocks: [
        'Les produits proposés sont des produits cosmétiques conformes au règlement (CE) n° 1223/2009 relatif aux produits cosmétiques. Leurs caractéristiques essentielles, leur composition (liste INCI), leur contenance et leurs précautions d’emploi sont présentées sur chaque fiche produit et sur l’emballage.',
        'Les visuels ont une valeur illustrative et ne sont pas contractuels. Nous recommandons de réaliser un test de tolérance au pli du coude avant la première utilisation, en particulier sur peau sensible ou réactive.',
        'Les offres sont valables dans la limite des stocks disponibles. Le stock affiché est mis à jour en temps réel ; si un produit venait néanmoins à manquer après votre commande, nous vous en informons sans délai et vous remboursons le produit concerné au plus tard dans les quatorze jours suivant le paiement.',
      ],
    },
    {
      id: 'prix',
      heading: {
        fr: 'Article 4 – Prix',
        en: 'Article 4 – Prices',
        es: 'Artículo 4 – Precios',
        de: 'Artikel 4 – Preise',
      },
      blocks: [
        'Les prix sont indiqués en euros, toutes taxes comprises (TTC), TVA française au taux en vigueur incluse. Ils ne comprennent pas les frais de livraison, qui sont indiqués avant la validation de la commande et récapitulés dans celle-ci.',
        'Le Vendeur peut modifier ses prix à tout moment ; les produits sont facturés au prix en vigueur au moment de la validation de la commande. Lorsqu’un prix barré est affiché, il correspond au prix le plus bas pratiqué par le Vendeur au cours des trente jours précédant la réduction.',
      ],
    },
    {
      id: 'commande',
      heading: {
        fr: 'Article 5 – Commande',
        en: 'Article 5 – Ordering',
        es: 'Artículo 5 – Pedido',
        de: 'Artikel 5 – Bestellung',
      },
      blocks: [
        'Le Client sélectionne les produits et leur format, les ajoute à son panier, vérifie le contenu de celui-ci, indique ses coordonnées de livraison et de facturation, choisit un mode de livraison, puis accepte les présentes CGV.',
        'Avant de confirmer, le Client peut vérifier le détail de sa commande et son prix total, et corriger d’éventuelles erreurs. La commande est conclue lorsque le Client clique sur le bouton « Commander avec obligation de paiement » (ou toute formule équivalente) et que son paiement est accepté.',
        'Un courrier électronique récapitulant la commande est envoyé au Client dès sa confirmation. Le Vendeur archive les commandes d’un montant égal ou supérieur à 120 € pendant dix ans (articles L213-1 et D213-1 du Code de la consommation) et en garantit l’accès au Client sur simple demande.',
        'Le Vendeur se réserve le droit de refuser une commande anormale, passée de mauvaise foi, ou émanant d’un Client avec lequel existe un litige de paiement antérieur.',
      ],
    },
    {
      id: 'paiement',
      heading: {
        fr: 'Article 6 – Paiement',
        en: 'Article 6 – Payment',
        es: 'Artículo 6 – Pago',
        de: 'Artikel 6 – Zahlung',
      },
      blocks: [
        'Le prix est payable comptant, en totalité, au jour de la commande, par carte bancaire (CB, Visa, Mastercard). Le paiement est traité par un prestataire de services de paiement agréé, au moyen d’une connexion chiffrée (TLS) et, le cas échéant, d’une authentification forte (3-D Secure).',
        'Les données de la carte sont saisies directement sur l’interface sécurisée du prestataire : le Vendeur n’y a jamais accès et ne les conserve pas. Le compte du Client est débité à la validation de la commande. En cas de refus de l’autorisation de paiement, la commande est annulée.',
      ],
    },
    {
      id: 'livraison',
      heading: {
        fr: 'Article 7 – Livraison',
        en: 'Article 7 – Delivery',
        es: 'Artículo 7 – Entrega',
        de: 'Artikel 7 – Lieferung',
      },
      blocks: [
        'Les produits sont livrés en France métropolitaine et dans les pays de l’Union européenne indiqués lors de la commande, à l’adresse indiquée par le Client, à domicile ou en point relais. Les délais de préparation et d’acheminement sont indiqués sur la fiche produit et avant la validation de la commande.',
        'Sauf délai différent indiqué lors de la commande, le Vendeur livre au plus tard trente (30) jours après la conclusion du contrat (article L216-1 du Code de la consommation). À défaut, le Client peut, après avoir enjoint le Vendeur d’effectuer la livraison dans un délai supplémentaire raisonnable, résoudre le contrat par lettre recommandée ou par écrit sur un autre support durable ; il est alors remboursé au plus tard dans les quatorze jours (articles L216-6 et L216-7).',
        'Le risque de perte ou d’endommagement des produits est transféré au Client au moment où il en prend, ou un tiers qu’il désigne, physiquement possession (article L216-4). En cas de colis endommagé, le Client est invité à émettre des réserves auprès du transporteur et à prévenir le service clients.',
      ],
    },
    {
      id: 'reserve-de-propriete',
      heading: {
        fr: 'Article 8 – Réserve de propriété',
        en: 'Article 8 – Retention of title',
        es: 'Artículo 8 – Reserva de dominio',
        de: 'Artikel 8 – Eigentumsvorbehalt',
      },
      blocks: [
        'Les produits demeurent la propriété du Vendeur jusqu’au paiement intégral de leur prix, frais de livraison compris. Cette clause ne fait pas obstacle au transfert des risques prévu à l’article 7.',
      ],
    },
    {
      id: 'retractation',
      heading: {
        fr: 'Article 9 – Droit de rétractation',
        en: 'Article 9 – Right of withdrawal',
        es: 'Artículo 9 – Derecho de desistimiento',
        de: 'Artikel 9 – Widerrufsrecht',
      },
      blocks: [
        'Le Client dispose d’un délai de quatorze (14) jours pour se rétracter, sans motif (articles L221-18 et suivants du Code de la consommation). Ce délai court de la commande jusqu’au quatorzième jour suivant la livraison du dernier colis ; le Vendeur peut accorder un délai plus long, indiqué alors sur le site. Lorsque le transporteur n’a pas communiqué de date de livraison, le délai court à compter de l’expédition du colis, date toujours plus favorable au Client.',
        'Le Client peut se rétracter en ligne, sans compte client, au moyen de la fonction « Se rétracter du contrat ici » accessible pendant tout le délai depuis le pied de chaque page du site (numéro de commande et adresse électronique de la commande), depuis la page de la commande dans l’espace client et depuis les courriers électroniques de confirmation et d’expédition de la commande. Le Client indique d’abord son nom, la commande, les produits et quantités concernés et une adresse électronique de contact, puis confirme sa déclaration au moyen du bouton « Confirmer la rétractation ». Un accusé de réception reprenant le contenu de la déclaration ainsi que la date et l’heure (heure de Paris) de la rétractation lui est adressé sans délai par courrier électronique.',
        'Le Vendeur rembourse les produits concernés au plus tard quatorze (14) jours après la rétractation ; il peut différer le remboursement jusqu’à la réception des produits ou jusqu’à ce que le Client ait fourni une preuve de leur expédition. Le remboursement est effectué avec le moyen de paiement utilisé pour la commande.',
        'Les produits scellés pour des raisons d’hygiène sont signalés comme tels sur leur fiche produit : descellés après la livraison, ils peuvent être refusés en cas de rétractation (article L221-28, 5° du Code de la consommation ; article 16, e) de la directive 2011/83/UE). Le Client peut également signaler en ligne un produit défectueux ou une erreur d’article ; ces demandes relèvent des garanties légales de l’article 10.',
        'Les modalités de renvoi des produits, ainsi que le modèle de formulaire, figurent sur la page « Rétractation et retours », qui fait partie intégrante des présentes CGV.',
      ],
    },
    {
      id: 'garanties',
      heading: {
        fr: 'Article 10 – Garanties légales',
        en: 'Article 10 – Legal guarantees',
        es: 'Artículo 10 – Garantías legales',
        de: 'Artikel 10 – Gesetzliche Gewährleistung',
      },
      blocks: [
        'Indépendamment de tout geste commercial, le Vendeur est tenu de la garantie légale de conformité (articles L217-3 et suivants du Code de la consommation) et de la garantie des vices cachés (articles 1641 à 1649 du Code civil).',
        'Garantie légale de conformité. Le Client dispose d’un délai de deux ans à compter de la délivrance du bien pour obtenir la mise en œuvre de la garantie légale de conformité en cas d’apparition d’un défaut de conformité. Durant ce délai, il n’est tenu d’établir que l’existence du défaut de conformité et non la date d’apparition de celui-ci. La garantie légale de conformité emporte obligation de fournir toutes les mises à jour nécessaires au maintien de la conformité du bien.',
        'Elle donne au Client droit à la réparation ou au remplacement du bien dans un délai de trente jours suivant sa demande, sans frais et sans inconvénient majeur pour lui. Si le bien n’est ni réparé ni remplacé, ou si le défaut est d’une gravité telle qu’il justifie une réduction immédiate du prix ou la résolution du contrat, le Client peut obtenir une réduction du prix en conservant le bien, ou mettre fin au contrat en se faisant rembourser intégralement contre restitution du bien (articles L217-9 à L217-17).',
        'Le Vendeur qui fait obstacle de mauvaise foi à la mise en œuvre de la garantie légale de conformité encourt une amende civile d’un montant maximal de 300 000 euros, qui peut être porté jusqu’à 10 % du chiffre d’affaires moyen annuel (article L241-5 du Code de la consommation).',
        'Garantie des vices cachés. Le Client bénéficie également de la garantie des vices cachés en application des articles 1641 à 1649 du Code civil, pendant une durée de deux ans à compter de la découverte du défaut. Cette garantie donne droit à une réduction du prix si le bien est conservé, ou à un remboursement intégral contre restitution du bien (article 1644 du Code civil).',
        'Pour mettre en œuvre ces garanties, le Client écrit à {{email}} en décrivant le défaut constaté, photographies à l’appui le cas échéant.',
      ],
    },
    {
      id: 'responsabilite',
      heading: {
        fr: 'Article 11 – Responsabilité',
        en: 'Article 11 – Liability',
        es: 'Artículo 11 – Responsabilidad',
        de: 'Artikel 11 – Haftung',
      },
      blocks: [
        'Le Vendeur n’est pas responsable des dommages résultant d’une utilisation des produits non conforme à leur mode d’emploi ou à leurs précautions d’emploi, ni de l’inexécution du contrat imputable au Client, au fait imprévisible et insurmontable d’un tiers ou à un cas de force majeure au sens de l’article 1218 du Code civil.',
      ],
    },
    {
      id: 'reclamations',
      heading: {
        fr: 'Article 12 – Service clients et réclamations',
        en: 'Article 12 – Customer service and complaints',
        es: 'Artículo 12 – Atención al cliente y reclamaciones',
        de: 'Artikel 12 – Kundenservice und Beschwerden',
      },
      blocks: [
        'Toute réclamation est adressée au service clients par courrier électronique à {{email}}, par téléphone au {{telephone}} ou par courrier à {{nom}}, Service clients, {{adresse}}, {{code_postal}} {{ville}}. Nous y répondons sous huit jours ouvrés.',
      ],
    },
    {
      id: 'mediation',
      heading: {
        fr: 'Article 13 – Médiation de la consommation',
        en: 'Article 13 – Consumer mediation',
        es: 'Artículo 13 – Mediación de consumo',
        de: 'Artikel 13 – Verbraucherschlichtung',
      },
      blocks: [
        'Conformément aux articles L612-1 et suivants du Code de la consommation, le Client peut recourir gratuitement au médiateur de la consommation dont relève le Vendeur, en vue de la résolution amiable d’un litige qui n’aurait pas trouvé de solution auprès du service clients :',
        {
          list: [
            'Médiateur des Soins et de la Parfumerie (MSP), 27 avenue de l’Opéra, 75001 Paris ;',
            'formulaire de saisine en ligne : https://www.mediateur-soins-parfumerie.example.',
          ],
        },
        'Le médiateur ne peut être saisi qu’après une réclamation écrite préalable adressée au Vendeur restée sans réponse satisfaisante, et dans un délai d’un an à compter de cette réclamation. Le recours à la médiation est facultatif.',
      ],
    },
    {
      id: 'donnees-personnelles',
      heading: {
        fr: 'Article 14 – Données personnelles',
        en: 'Article 14 – Personal data',
        es: 'Artículo 14 – Datos personales',
        de: 'Artikel 14 – Personenbezogene Daten',
      },
      blocks: [
        'Les données personnelles du Client sont traitées par le Vendeur pour la gestion de ses commandes et de la relation client, dans les conditions décrites par la politique de confidentialité. Le Client peut s’inscrire gratuitement sur la liste d’opposition au démarchage téléphonique Bloctel (www.bloctel.gouv.fr).',
      ],
    },
    {
      id: 'droit-applicable',
      heading: {
        fr: 'Article 15 – Droit applicable et juridiction',
        en: 'Article 15 – Governing law and jurisdiction',
        es: 'Artículo 15 – Ley aplicable y jurisdicción',
        de: 'Artikel 15 – Anwendbares Recht und Gerichtsstand',
      },
      blocks: [
        'Les présentes CGV sont soumises au droit français. Ce choix ne prive pas le Client résidant dans un autre État membre de l’Union européenne de la protection que lui assurent les dispositions impératives de la loi de son pays de résidence.',
        'À défaut de résolution amiable, tout litige relève des juridictions compétentes dans les conditions du droit commun ; le Client consommateur peut saisir, à son choix, la juridiction du lieu où il demeurait au moment de la conclusion du contrat ou de la survenance du fait dommageable (article R631-3 du Code de la consommation).',
      ],
    },
  ],
};
