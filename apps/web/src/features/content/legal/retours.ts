import type { LegalDocument } from './legal-types.ts';

/** Rétractation, retours et remboursements (Code de la consommation, articles L221-18 et suivants). */
export const retours: LegalDocument = {
  slug: 'retours',
  title: {
    fr: 'Rétractation et retours',
    en: 'Withdrawal and returns',
    es: 'Desistimiento y devoluciones',
    de: 'Widerruf und Rücksendungen',
  },
  summary: {
    fr: 'Votre droit de rétractation de 14 jours, la marche à suivre pour un retour et le remboursement.',
    en: 'Your 14-day right of withdrawal, how to return an item and how you are refunded.',
    es: 'Su derecho de desistimiento de 14 días, cómo devolver un producto y cómo se le reembolsa.',
    de: 'Ihr 14-tägiges Widerrufsrecht, der Ablauf einer Rücksendung und die Erstattung.',
  },
  updated: '2026-11-28',
  sections: [
    {
      id: 'droit-de-retractation',
      heading: {
        fr: 'Votre droit de rétractation',
        en: 'Your right of withdrawal',
        es: 'Su derecho de desistimiento',
        de: 'Ihr Widerrufsrecht',
      },
      blocks: [
        'Conformément aux articles L221-18 et suivants du Code de la consommation, vous disposez d’un délai de quatorze (14) jours pour exercer votre droit de rétractation, sans avoir à motiver votre décision ni à supporter d’autres coûts que ceux prévus ci-dessous.',
        'Ce délai court à compter du jour où vous-même, ou un tiers que vous avez désigné autre que le transporteur, prenez physiquement possession des produits. Pour une commande de plusieurs produits livrés séparément, il court à compter de la réception du dernier produit. Lorsque le délai expire un samedi, un dimanche ou un jour férié ou chômé, il est prolongé jusqu’au premier jour ouvrable suivant.',
      ],
    },
    {
      id: 'exceptions',
      heading: {
        fr: 'Produits descellés : une exception d’hygiène',
        en: 'Unsealed products: a hygiene exception',
        es: 'Productos desprecintados: una excepción de higiene',
        de: 'Entsiegelte Produkte: eine Hygieneausnahme',
      },
      blocks: [
        'Nos soins sont des produits cosmétiques. En application de l’article L221-28, 5° du Code de la consommation, le droit de rétractation ne peut être exercé pour les produits descellés par vos soins après la livraison et qui ne peuvent être renvoyés pour des raisons d’hygiène ou de protection de la santé.',
        'Concrètement, un produit dont l’opercule, le film de protection, la capsule ou le scellé a été ouvert ou retiré ne peut plus faire l’objet d’une rétractation. Un produit resté intact dans son emballage d’origine peut toujours nous être retourné.',
        'Cette exception ne prive jamais un produit défectueux ou non conforme des garanties légales décrites dans nos conditions générales de vente.',
      ],
    },
    {
      id: 'exercer',
      heading: {
        fr: 'Comment exercer votre droit de rétractation',
        en: 'How to exercise your right of withdrawal',
        es: 'Cómo ejercer su derecho de desistimiento',
        de: 'So üben Sie Ihr Widerrufsrecht aus',
      },
      blocks: [
        'Avant l’expiration du délai de quatorze jours, informez-nous de votre décision par une déclaration dénuée d’ambiguïté, en précisant votre nom, votre numéro de commande et les produits concernés :',
        {
          list: [
            'en ligne, sans compte client, avec la fonction « Se rétracter du contrat ici » en pied de page du site (numéro de commande et adresse électronique de la commande), sur la page de la commande dans votre espace client ou depuis nos courriers électroniques de confirmation et d’expédition : vous recevez aussitôt un accusé de réception daté et horodaté ;',
            'par courrier électronique à {{email}} ;',
            'par courrier postal à {{nom}}, Service clients, {{adresse}}, {{code_postal}} {{ville}} ;',
            'ou au moyen du formulaire de rétractation reproduit au bas de cette page, que vous n’êtes pas obligé d’utiliser.',
          ],
        },
        'Nous accusons réception de votre demande par courrier électronique, sans délai. Il vous appartient de prouver que vous avez exercé votre droit dans le délai ; l’envoi par courrier électronique suffit à cette preuve.',
      ],
    },
    {
      id: 'renvoi',
      heading: {
        fr: 'Renvoyer les produits',
        en: 'Sending the products back',
        es: 'Devolver los productos',
        de: 'Rücksendung der Produkte',
      },
      blocks: [
        'Vous renvoyez les produits au plus tard quatorze (14) jours après nous avoir communiqué votre décision (article L221-23 du Code de la consommation), à l’adresse : {{nom}}, Service retours, {{adresse}}, {{code_postal}} {{ville}}, {{pays}}.',
        'Les produits voyagent dans leur emballage d’origine, soigneusement protégés, accompagnés d’une copie de la facture ou du numéro de commande. Les frais de renvoi restent à votre charge, sauf lorsque le produit reçu est défectueux, endommagé ou ne correspond pas à votre commande : dans ce cas, nous vous adressons une étiquette de retour prépayée.',
        'Votre responsabilité n’est engagée qu’en cas de dépréciation des produits résultant de manipulations autres que celles nécessaires pour établir leur nature, leurs caractéristiques et leur bon fonctionnement.',
      ],
    },
    {
      id: 'remboursement',
      heading: { fr: 'Remboursement', en: 'Refund', es: 'Reembolso', de: 'Erstattung' },
      blocks: [
        'Nous vous remboursons la totalité des sommes versées, y compris les frais de livraison initiaux (à hauteur du mode de livraison standard le moins coûteux que nous proposons), au plus tard dans les quatorze (14) jours suivant la date à laquelle nous avons été informés de votre décision de vous rétracter (article L221-24 du Code de la consommation).',
        'Nous pouvons différer le remboursement jusqu’à la réception des produits ou jusqu’à ce que vous nous ayez fourni une preuve de leur expédition, la date retenue étant celle du premier de ces faits.',
        'Le remboursement est effectué avec le même moyen de paiement que celui utilisé pour la commande, sauf accord exprès de votre part pour un autre moyen, et sans frais pour vous. En cas de rétractation partielle, seuls les produits retournés sont remboursés.',
      ],
    },
    {
      id: 'produit-abime',
      heading: {
        fr: 'Produit abîmé, erroné ou défectueux',
        en: 'Damaged, wrong or defective product',
        es: 'Producto dañado, erróneo o defectuoso',
        de: 'Beschädigtes, falsches oder mangelhaftes Produkt',
      },
      blocks: [
        'Si votre colis arrive endommagé, émettez si possible des réserves précises auprès du transporteur au moment de la livraison, puis écrivez-nous à {{email}} dans les meilleurs délais, photographies à l’appui. Nous vous proposons alors le remplacement du produit ou son remboursement, frais de retour inclus.',
        'Vous bénéficiez en toute hypothèse de la garantie légale de conformité (articles L217-3 et suivants du Code de la consommation) et de la garantie des vices cachés (articles 1641 et suivants du Code civil), décrites dans nos conditions générales de vente.',
      ],
    },
    {
      id: 'formulaire',
      heading: {
        fr: 'Modèle de formulaire de rétractation',
        en: 'Model withdrawal form',
        es: 'Modelo de formulario de desistimiento',
        de: 'Muster-Widerrufsformular',
      },
      blocks: [
        'Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat (annexe à l’article R221-1 du Code de la consommation).',
        {
          list: [
            'À l’attention de {{nom}}, {{adresse}}, {{code_postal}} {{ville}}, {{email}} :',
            'Je vous notifie par la présente ma rétractation du contrat portant sur la vente du bien ci-dessous : …',
            'Commandé le … / reçu le … ; numéro de commande : …',
            'Nom du consommateur : … ; adresse du consommateur : …',
            'Signature du consommateur (uniquement en cas de notification sur papier) : …',
            'Date : …',
          ],
        },
      ],
    },
  ],
};
