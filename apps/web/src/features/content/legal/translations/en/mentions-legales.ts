import type { LegalBody } from '../../legal-types.ts';

/** Legal notice (French law no. 2004-575 of 21 June 2004 on confidence in the digital economy). */
export const mentionsLegales: LegalBody = {
  editeur: [
    'This website, the Maison Orcaviar shop, is published by {{nom}}, a French simplified joint-stock company (société par actions simplifiée) with a share capital of {{capital}}, whose registered office is at {{adresse}}, {{code_postal}} {{ville}} ({{pays}}).',
    { identity: true },
  ],
  'directeur-publication': [
    'The publication director is {{directeur_publication}}, as legal representative of {{nom}}, who can be reached at {{email}} or on {{telephone}}.',
  ],
  hebergeur: ['The site is hosted by {{hebergeur}}.'],
  'propriete-intellectuelle': [
    'All elements of the site (the Maison Orcaviar brand, logos, texts, photographs, illustrations, videos, layout, code) are the exclusive property of {{nom}} or its partners and are protected by the French Intellectual Property Code. Any reproduction, representation, adaptation or use, in whole or in part, without prior written permission is prohibited and constitutes an infringement punishable under articles L335-2 et seq. of that Code.',
  ],
  'donnees-personnelles': [
    'The processing of personal data on the site is described in our privacy policy, and the use of cookies in our cookie policy. You can change your choices at any time through the “Manage cookies” link at the bottom of every page.',
  ],
  contact: [
    'For any question about the site: {{email}}, {{telephone}} (Monday to Friday, 9.30 am to 6 pm, French public holidays excepted), or by post to {{nom}}, {{adresse}}, {{code_postal}} {{ville}}.',
  ],
};
