import type { Locale, MailTemplate } from '@boutique/domain';
import type { MailDefinition } from '../mail-templates/mail-definition.ts';
import { customerMail } from '../mail-templates/shipped-template.ts';

export interface LotRecallInput {
  prenom: string;
  produit: string;
  format: string;
  lot: string;
  numero: string;
}

const SHIPPED: Record<Locale, MailTemplate> = {
  fr: customerMail('fr', 'Rappel de produit : {{produit}} ({{format}}), lot {{lot}}', [
    'Par précaution, nous rappelons le lot {{lot}} de {{produit}} ({{format}}), que vous avez reçu avec votre commande {{numero}}. Merci de ne plus l’utiliser.',
    'Répondez à ce message : nous vous rembourserons ou vous enverrons un produit d’un autre lot, sans frais.',
  ]),
  en: customerMail('en', 'Product recall: {{produit}} ({{format}}), batch {{lot}}', [
    'As a precaution, we are recalling batch {{lot}} of {{produit}} ({{format}}), which you received with your order {{numero}}. Please stop using it.',
    'Reply to this message: we will refund you or send you a product from another batch, free of charge.',
  ]),
  es: customerMail('es', 'Retirada de producto: {{produit}} ({{format}}), lote {{lot}}', [
    'Por precaución, retiramos el lote {{lot}} de {{produit}} ({{format}}), que recibió con su pedido {{numero}}. Le rogamos que deje de utilizarlo.',
    'Responda a este mensaje: le reembolsaremos o le enviaremos un producto de otro lote, sin gastos.',
  ]),
  de: customerMail('de', 'Produktrückruf: {{produit}} ({{format}}), Charge {{lot}}', [
    'Vorsorglich rufen wir die Charge {{lot}} von {{produit}} ({{format}}) zurück, die Sie mit Ihrer Bestellung {{numero}} erhalten haben. Bitte verwenden Sie das Produkt nicht mehr.',
    'Antworten Sie auf diese Nachricht: Wir erstatten Ihnen den Betrag oder senden Ihnen kostenlos ein Produkt aus einer anderen Charge.',
  ]),
};

/** "We recall lot X of the product you received", in the language of the customer's order. */
export const lotRecallMail: MailDefinition<LotRecallInput> = {
  cle: 'rappel_lot',
  shipped: SHIPPED,
  view: (input) => ({ valeurs: { ...input } }),
  sample: () => ({
    prenom: 'Camille',
    produit: 'Crème riche au caviar',
    format: 'Pot 50 ml',
    lot: 'L2026-114',
    numero: 'OC-2026-000042',
  }),
};

/** The recall mail's outbox key: each customer gets it once per lot, however often staff send. */
export const recallMailKey = (lotId: number, userId: number) => `rappel-lot:${lotId}:${userId}`;
