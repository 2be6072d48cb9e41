import type { LegalBody } from '../../legal-types.ts';

/** Privacy policy (GDPR, articles 12 to 22). */
export const confidentialite: LegalBody = {
  responsable: [
    'The controller of the personal data collected on the site is {{nom}}, {{adresse}}, {{code_postal}} {{ville}} ({{pays}}), {{rcs}}, represented by {{directeur_publication}}.',
    'For any question about your data or the exercise of your rights, write to {{email}} with “Personal data” in the subject line, or by post to the address above.',
  ],
  donnees: [
    'We only collect the data needed for the purposes described below:',
    {
      list: [
        'identity and contact details: title, surname, first name, e-mail address, telephone number, delivery and billing addresses;',
        'account data: login, password (stored in encrypted form), language and price display preferences;',
        'orders: products, amounts, history, exchanges with customer service, returns;',
        'payment: status and reference of the transaction; bank card data are processed exclusively by our payment provider and are never passed on to us;',
        'browsing: session identifier, pages viewed, type of device and browser, cookie choices.',
      ],
    },
  ],
  finalites: [
    'Each processing operation relies on one of the legal bases provided for in article 6 of the GDPR:',
    {
      list: [
        'managing orders, payment, delivery, returns and customer service: performance of the contract (art. 6.1.b);',
        'managing the customer account: performance of the contract (art. 6.1.b);',
        'invoicing and accounting: compliance with our legal obligations (art. 6.1.c);',
        'preventing payment fraud and securing the site: legitimate interest in protecting our customers and our business (art. 6.1.f);',
        'sending the newsletter and offers: consent (art. 6.1.a) or, for products similar to those already purchased, legitimate interest with the option to object with each mailing (article L34-5 of the French Postal and Electronic Communications Code);',
        'audience measurement and advertising personalisation: consent obtained through the cookie banner (art. 6.1.a);',
        'handling complaints and disputes: legitimate interest in defending our rights (art. 6.1.f).',
      ],
    },
  ],
  destinataires: [
    'Your data are intended only for the authorised departments of {{nom}} and for our processors, to the extent necessary for their task and under a contract complying with article 28 of the GDPR: the site’s host ({{hebergeur}}), the payment provider, carriers, the e-mail delivery provider. We never sell or rent your data.',
    'They may be disclosed to the authorities where the law requires it.',
  ],
  transferts: [
    'Your data are hosted in the European Union. Should a provider access them from a third country, that transfer would be covered by an adequacy decision of the European Commission or by standard contractual clauses, a copy of which you may obtain on request.',
  ],
  durees: [
    {
      list: [
        'order and customer relationship data: for the duration of the contractual relationship, then five years under the ordinary limitation period (article 2224 of the French Civil Code);',
        'invoices and accounting records: ten years from the end of the financial year (article L123-22 of the French Commercial Code);',
        'contracts of 120 € or more: ten years (article L213-1 of the French Consumer Code);',
        'customer account: deleted after three years of inactivity, after notifying you;',
        'marketing: three years from your last contact with us, or until you unsubscribe;',
        'bank transaction data: for the duration of the transaction, then thirteen months as evidence in case of dispute, at our payment provider;',
        'cookies and trackers requiring consent: thirteen months at most; your choices are kept for the same period;',
        'technical connection logs: one year.',
      ],
    },
  ],
  droits: [
    'In accordance with articles 15 to 22 of the GDPR, you have the following rights over your data:',
    {
      list: [
        'a right of access, to find out what data we hold and obtain a copy;',
        'a right to rectification of inaccurate or incomplete data;',
        'a right to erasure, in the cases provided for by article 17;',
        'a right to restriction of processing;',
        'a right to portability of the data you have provided to us, in a structured, commonly used format;',
        'a right to object, at any time and without giving reasons to marketing, and on legitimate grounds to processing based on our legitimate interest;',
        'the right to withdraw your consent at any time, without affecting the lawfulness of earlier processing;',
        'the right to give instructions on what happens to your data after your death (article 85 of the French Data Protection Act).',
      ],
    },
    'To exercise them, write to {{email}} or to {{nom}}, {{adresse}}, {{code_postal}} {{ville}}. We reply within one month, which may be extended by two months given the complexity or number of requests; proof of identity will only be requested if there is reasonable doubt about your identity.',
  ],
  reclamation: [
    'If, after contacting us, you consider that your rights are not being respected, you may lodge a complaint with the French data protection authority, the Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, France, or online at www.cnil.fr.',
  ],
  securite: [
    'We apply appropriate technical and organisational measures to protect your data: encrypted exchanges (HTTPS), encrypted passwords, access restricted to authorised persons only, regular backups. In the event of a data breach posing a risk to your rights, we notify the CNIL and, where required, inform you.',
  ],
  'mise-a-jour': [
    'This policy may change; the date of its last update appears at the top of the page. In the event of a substantial change, we will inform you by e-mail or by a message on the site.',
  ],
};
