import type { LegalBody } from '../../legal-types.ts';

/** General terms of sale to consumers. */
export const generalesVente: LegalBody = {
  objet: [
    'These general terms of sale (“GTS”) govern distance sales of cosmetic products concluded on the Maison Orcaviar online shop between {{nom}} (“the Seller”) and any natural person acting as a consumer (“the Customer”).',
    'They prevail over any other document. The Customer declares that they have read and accepted them before placing an order, by ticking the box provided for that purpose. The applicable GTS are those in force on the date of the order; they can be downloaded and printed at any time.',
  ],
  vendeur: [
    '{{nom}}, with a share capital of {{capital}}, {{rcs}}, SIRET {{siret}}, intra-Community VAT number {{tva}}, whose registered office is at {{adresse}}, {{code_postal}} {{ville}} ({{pays}}).',
    'Customer service: {{email}}, {{telephone}}, Monday to Friday from 9.30 am to 6 pm (public holidays excepted).',
  ],
  produits: [
    'The products offered are cosmetic products complying with Regulation (EC) No 1223/2009 on cosmetic products. Their essential characteristics, their composition (INCI list), their content and their precautions for use are set out on each product page and on the packaging.',
    'Pictures are for illustration only and are not contractual. We recommend a tolerance test in the crook of the elbow before first use, especially on sensitive or reactive skin.',
    'Offers are valid while stocks last. The stock shown is updated in real time; should a product nevertheless run out after your order, we will inform you without delay and refund the product concerned no later than fourteen days after payment.',
  ],
  prix: [
    'Prices are shown in euros, all taxes included, with French VAT at the applicable rate. They do not include delivery charges, which are shown before the order is confirmed and summarised in it.',
    'The Seller may change its prices at any time; products are invoiced at the price in force when the order is confirmed. Where a struck-through price is shown, it is the lowest price charged by the Seller during the thirty days before the reduction.',
  ],
  commande: [
    'The Customer selects the products and their size, adds them to the basket, checks its contents, gives the delivery and billing details, chooses a delivery method, then accepts these GTS.',
    'Before confirming, the Customer can check the details of the order and its total price, and correct any errors. The contract is concluded when the Customer clicks the “Order with obligation to pay” button (or any equivalent wording) and the payment is accepted.',
    'An e-mail summarising the order is sent to the Customer as soon as it is confirmed. The Seller keeps orders of 120 € or more on file for ten years (articles L213-1 and D213-1 of the French Consumer Code) and gives the Customer access to them on simple request.',
    'The Seller reserves the right to refuse an abnormal order, an order placed in bad faith, or an order from a Customer with whom there is an earlier payment dispute.',
  ],
  paiement: [
    'The price is payable in full, in cash, on the day of the order, by bank card (CB, Visa, Mastercard). Payment is handled by an authorised payment service provider over an encrypted connection (TLS) and, where required, with strong authentication (3-D Secure).',
    'Card details are entered directly on the provider’s secure interface: the Seller never has access to them and does not keep them. The Customer’s account is debited when the order is confirmed. If payment authorisation is refused, the order is cancelled.',
  ],
  livraison: [
    'Products are delivered in mainland France and in the European Union countries shown when ordering, to the address given by the Customer, at home or to a pick-up point. Preparation and shipping times are shown on the product page and before the order is confirmed.',
    'Unless a different time is stated when ordering, the Seller delivers no later than thirty (30) days after the contract is concluded (article L216-1 of the French Consumer Code). Failing this, the Customer may, after asking the Seller to deliver within a reasonable additional period, terminate the contract by registered letter or in writing on another durable medium; the Customer is then refunded no later than fourteen days afterwards (articles L216-6 and L216-7).',
    'The risk of loss of or damage to the products passes to the Customer when the Customer, or a third party designated by the Customer, takes physical possession of them (article L216-4). If a parcel is damaged, the Customer is invited to note reservations with the carrier and to inform customer service.',
  ],
  'reserve-de-propriete': [
    'The products remain the property of the Seller until their price, delivery charges included, has been paid in full. This clause does not prevent the transfer of risk provided for in article 7.',
  ],
  retractation: [
    'The Customer has fourteen (14) days to withdraw from the contract, without giving any reason (articles L221-18 et seq. of the French Consumer Code). The period runs from the order until the fourteenth day after delivery of the last parcel; the Seller may grant a longer period, which is then stated on the website. Where the carrier has not reported a delivery date, the period runs from the day the parcel was shipped, a date always more favourable to the Customer.',
    'The Customer may withdraw online, without a customer account, using the “Withdraw from contract here” function, available throughout the period from the footer of every page of the website (order number and the order’s e-mail address), from the order’s page in the customer area and from the order confirmation and shipment e-mails. The Customer first gives their name, the order, the products and quantities concerned and a contact e-mail address, then confirms the statement with the “Confirm withdrawal” button. An acknowledgement setting out the statement and the date and time (Paris time) of the withdrawal is sent to them by e-mail without delay.',
    'The Seller refunds the products concerned no later than fourteen (14) days after the withdrawal; it may withhold the refund until it has received the products or until the Customer has supplied proof of having sent them. The refund is made using the means of payment used for the order.',
    'Products sealed for hygiene reasons are marked as such on their product page: if unsealed after delivery, they may be refused on withdrawal (article L221-28, 5° of the French Consumer Code; article 16(e) of Directive 2011/83/EU). The Customer may also report a defective product or a wrong item online; such requests fall under the legal guarantees of article 10.',
    'How to send the products back, together with the model form, is set out on the “Withdrawal and returns” page, which forms an integral part of these GTS.',
  ],
  garanties: [
    'Independently of any commercial gesture, the Seller is bound by the legal guarantee of conformity (articles L217-3 et seq. of the French Consumer Code) and the guarantee against hidden defects (articles 1641 to 1649 of the French Civil Code).',
    'Legal guarantee of conformity. The Customer has two years from delivery of the goods to invoke the legal guarantee of conformity if a lack of conformity appears. During this period, the Customer only has to show that the lack of conformity exists, not when it appeared. The legal guarantee of conformity includes the obligation to supply all updates needed to keep the goods in conformity.',
    'It entitles the Customer to have the goods repaired or replaced within thirty days of the request, free of charge and without major inconvenience. If the goods are neither repaired nor replaced, or if the defect is serious enough to justify an immediate price reduction or termination of the contract, the Customer may obtain a price reduction while keeping the goods, or end the contract and be refunded in full against return of the goods (articles L217-9 to L217-17).',
    'A Seller who in bad faith obstructs the legal guarantee of conformity is liable to a civil fine of up to 300,000 euros, which may be raised to 10% of its average annual turnover (article L241-5 of the French Consumer Code).',
    'Guarantee against hidden defects. The Customer also benefits from the guarantee against hidden defects under articles 1641 to 1649 of the French Civil Code, for two years from discovery of the defect. This guarantee entitles the Customer to a price reduction if the goods are kept, or to a full refund against return of the goods (article 1644 of the French Civil Code).',
    'To invoke these guarantees, the Customer writes to {{email}} describing the defect found, with photographs where relevant.',
  ],
  responsabilite: [
    'The Seller is not liable for damage resulting from use of the products that does not follow their directions or precautions for use, nor for non-performance of the contract attributable to the Customer, to the unforeseeable and insurmountable act of a third party or to force majeure within the meaning of article 1218 of the French Civil Code.',
  ],
  reclamations: [
    'Any complaint is sent to customer service by e-mail to {{email}}, by telephone on {{telephone}} or by post to {{nom}}, Service clients, {{adresse}}, {{code_postal}} {{ville}}. We reply within eight working days.',
  ],
  mediation: [
    'In accordance with articles L612-1 et seq. of the French Consumer Code, the Customer may refer free of charge to the consumer mediator to which the Seller belongs, for the amicable settlement of a dispute that customer service has not resolved:',
    {
      list: [
        'Médiateur des Soins et de la Parfumerie (MSP), 27 avenue de l’Opéra, 75001 Paris, France;',
        'online referral form: https://www.mediateur-soins-parfumerie.example.',
      ],
    },
    'The mediator can only be approached after a prior written complaint to the Seller has not received a satisfactory answer, and within one year of that complaint. Recourse to mediation is optional.',
  ],
  'donnees-personnelles': [
    'The Customer’s personal data are processed by the Seller to manage orders and the customer relationship, as described in the privacy policy. The Customer may register free of charge on the Bloctel list opposing telephone canvassing (www.bloctel.gouv.fr).',
  ],
  'droit-applicable': [
    'These GTS are governed by French law. This choice does not deprive a Customer residing in another member state of the European Union of the protection afforded by the mandatory provisions of the law of their country of residence.',
    'Failing an amicable settlement, any dispute falls within the competent courts under ordinary law; the consumer Customer may bring proceedings, at their choice, before the court of the place where they lived when the contract was concluded or when the harmful event occurred (article R631-3 of the French Consumer Code).',
  ],
};
