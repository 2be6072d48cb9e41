import type { Address } from '@boutique/domain';
import type { ReactNode } from 'react';

/**
 * What the checkout asks of other features, handed in by the app (features do not import each
 * other): the card form of the payment provider, and optionally the account's address form.
 */
export interface PaymentFormProps {
  clientSecret: string;
  /** "Payer 125,00 €", in the page's language. */
  payLabel: string;
  amountLabel: string;
  billing: { name: string; email: string; country: string };
  /** Absolute URL of the confirmation page, for providers that redirect (3-D Secure). */
  returnUrl: string;
  onSucceeded: () => void;
}

export type PaymentFormRenderer = (props: PaymentFormProps) => ReactNode;

export interface AddressFormSlotProps {
  onSaved: (address: Address) => void;
  onCancel: () => void;
  /** The countries the shop delivers to, for the form to list first. */
  deliveredCountries: readonly string[];
}

export type AddressFormRenderer = (props: AddressFormSlotProps) => ReactNode;
