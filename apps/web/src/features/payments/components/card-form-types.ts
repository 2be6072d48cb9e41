/**
 * What every card form receives, whichever provider draws it (the simulated test-mode form now,
 * Stripe Elements later): the intent to confirm, the payer's billing details, the button's label,
 * and where the provider may send the payer back after a redirect (3-D Secure with Stripe).
 */
export interface CardFormProps {
  clientSecret: string;
  /** "Payer 125,00 €", in the page's language. */
  payLabel: string;
  /** The amount, for texts such as the authentication step's. */
  amountLabel: string;
  billing: BillingDetails;
  /** Absolute URL of the link's payment page, for providers that redirect. */
  returnUrl: string;
  /** Called once the provider says the payment succeeded: the page refetches the link. */
  onSucceeded: () => void;
}

/** Billing details prefilled from the link (name, mail, country FR). */
export interface BillingDetails {
  name: string;
  email: string;
  /** ISO 3166-1 alpha-2; FR by default. */
  country: string;
}

export const DEFAULT_BILLING_COUNTRY = 'FR';
