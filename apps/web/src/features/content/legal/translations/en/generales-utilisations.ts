import type { LegalBody } from '../../legal-types.ts';

/** General terms of use of the site. */
export const generalesUtilisations: LegalBody = {
  objet: [
    'These general terms of use (“GTU”) govern access to the Maison Orcaviar shop website, published by {{nom}}, and its use by any visitor (“the User”). Browsing the site constitutes acceptance of the GTU in force. Purchases are also governed by the general terms of sale.',
  ],
  acces: [
    'The site is accessible free of charge, from anywhere, to any User with Internet access; connection and equipment costs are the User’s own.',
    'The publisher endeavours to provide continuous access to the site, without being obliged to do so. Access may be suspended, in particular for maintenance or updates, or in the event of force majeure, without the publisher being held liable.',
  ],
  compte: [
    'Creating an account, which is free, lets the User follow orders and manage addresses and preferences. The User undertakes to provide accurate information and to keep it up to date.',
    'The User’s credentials are personal and confidential: the User is responsible for keeping them safe and for any use of the account. In the event of loss or suspected fraudulent use, the User informs customer service at {{email}} without delay and changes the password.',
    'The User may close the account at any time on simple request. The publisher may suspend or close an account in the event of a serious breach of these GTU, after informing the User, except in an emergency.',
  ],
  usages: [
    'The User undertakes to use the site fairly and in accordance with the laws in force. In particular, the User shall not:',
    {
      list: [
        'interfere with the operation or security of the site, or attempt to gain unauthorised access to its systems or to other users’ data;',
        'systematically extract the content of the site by automated means;',
        'publish unlawful, abusive or defamatory content, or content infringing the rights of third parties, in particular in reviews or messages sent to customer service;',
        'impersonate a third party or place fraudulent orders.',
      ],
    },
  ],
  'propriete-intellectuelle': [
    'The brand, texts, pictures, videos and software of the site are protected by intellectual property law and belong to {{nom}} or its partners. The User has a strictly personal, non-commercial right of use; any other use requires prior written permission.',
  ],
  contenus: [
    'The beauty information and advice published on the site (news, directions for use, frequently asked questions) are given for guidance only. They do not replace the opinion of a health professional, in particular in the case of damaged skin, a known allergy, pregnancy or breastfeeding.',
  ],
  liens: [
    'The site may contain links to third-party sites, including social networks, whose content the publisher does not control and for which it accepts no liability. Linking to the site is free, provided that the link does not harm the image of the house and opens the site in a separate window, without embedding it in another site.',
  ],
  responsabilite: [
    'The publisher takes reasonable steps to provide accurate and up-to-date information, but cannot guarantee that it is free of errors or omissions. It cannot be held liable for damage resulting from use of the site that does not comply with these GTU, from an interruption of the service or from intrusion by a third party despite the security measures in place.',
  ],
  modification: [
    'The publisher may amend these GTU at any time to adapt them to changes in the site or in regulations. The applicable version is the one published on the site on the day of the visit; the date of the last update appears at the top of the page.',
  ],
  'droit-applicable': [
    'These GTU are governed by French law. Any dispute about their interpretation or performance is first the subject of a search for an amicable solution; failing that, it falls within the competent courts under ordinary law.',
  ],
};
