import type { LegalBody } from '../../legal-types.ts';

/** Withdrawal, returns and refunds (French Consumer Code, articles L221-18 et seq.). */
export const retours: LegalBody = {
  'droit-de-retractation': [
    'In accordance with articles L221-18 et seq. of the French Consumer Code, you have fourteen (14) days to exercise your right of withdrawal, without having to give reasons for your decision or bear any costs other than those set out below.',
    'This period runs from the day on which you, or a third party other than the carrier designated by you, take physical possession of the products. For an order of several products delivered separately, it runs from receipt of the last product. Where the period ends on a Saturday, a Sunday or a public holiday, it is extended to the next working day.',
  ],
  exceptions: [
    'Our treatments are cosmetic products. Under article L221-28, 5° of the French Consumer Code, the right of withdrawal cannot be exercised for products that you have unsealed after delivery and which cannot be returned for reasons of hygiene or health protection.',
    'In practice, a product whose seal, protective film, cap or closure has been opened or removed can no longer be withdrawn from. A product left intact in its original packaging can always be returned to us.',
    'This exception never deprives a defective or non-conforming product of the legal guarantees described in our general terms of sale.',
  ],
  exercer: [
    'Before the fourteen-day period ends, inform us of your decision by an unequivocal statement, giving your name, your order number and the products concerned:',
    {
      list: [
        'online, without a customer account, using the “Withdraw from contract here” function in the website’s footer (order number and the order’s e-mail address), on the order’s page in your customer area or from our confirmation and shipment e-mails: you immediately receive an acknowledgement stating the date and time;',
        'by e-mail to {{email}};',
        'by post to {{nom}}, Service clients, {{adresse}}, {{code_postal}} {{ville}};',
        'or using the withdrawal form reproduced at the bottom of this page, which you are not obliged to use.',
      ],
    },
    'We acknowledge receipt of your request by e-mail without delay. It is up to you to prove that you exercised your right within the period; sending an e-mail is sufficient proof.',
  ],
  renvoi: [
    'You send the products back no later than fourteen (14) days after informing us of your decision (article L221-23 of the French Consumer Code), to: {{nom}}, Service retours, {{adresse}}, {{code_postal}} {{ville}}, {{pays}}.',
    'The products travel in their original packaging, carefully protected, with a copy of the invoice or the order number. The cost of returning them is yours, except where the product received is defective, damaged or does not match your order: in that case, we send you a prepaid return label.',
    'You are only liable for any diminished value of the products resulting from handling other than what is necessary to establish their nature, characteristics and functioning.',
  ],
  remboursement: [
    'We refund all payments received, including the initial delivery charges (up to the cost of the least expensive standard delivery we offer), no later than fourteen (14) days from the day on which we are informed of your decision to withdraw (article L221-24 of the French Consumer Code).',
    'We may withhold the refund until we have received the products back or until you have supplied proof of having sent them, whichever is the earlier.',
    'The refund is made using the same means of payment as you used for the order, unless you expressly agree otherwise, and at no cost to you. In the event of partial withdrawal, only the returned products are refunded.',
  ],
  'produit-abime': [
    'If your parcel arrives damaged, note precise reservations with the carrier on delivery if possible, then write to us at {{email}} as soon as you can, with photographs. We will then offer you a replacement or a refund, return costs included.',
    'In any case, you benefit from the legal guarantee of conformity (articles L217-3 et seq. of the French Consumer Code) and the guarantee against hidden defects (articles 1641 et seq. of the French Civil Code), described in our general terms of sale.',
  ],
  formulaire: [
    'Please complete and return this form only if you wish to withdraw from the contract (annex to article R221-1 of the French Consumer Code).',
    {
      list: [
        'To {{nom}}, {{adresse}}, {{code_postal}} {{ville}}, {{email}}:',
        'I hereby give notice that I withdraw from my contract of sale of the following goods: …',
        'Ordered on … / received on …; order number: …',
        'Name of consumer: …; address of consumer: …',
        'Signature of consumer (only if this form is notified on paper): …',
        'Date: …',
      ],
    },
  ],
};
