import { vatRegime, type VatPriceMode, type VatRegime, type VatSettings } from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import { readSettings } from '../shop-info/shop-info.service.ts';
import { selectCountryVatRate } from './checkout-state.queries.ts';

/** The VAT a delivery to a country bears, and how prices follow the French price there. */
export interface DestinationVat {
  regime: VatRegime;
  mode: VatPriceMode;
}

/** The shop's VAT settings (settings topic `tva`). */
export async function readVatSettings(db: Database | Transaction): Promise<VatSettings> {
  return readSettings(db, 'tva');
}

/** The VAT regime of a delivery to `country` (vat-destination.ts), from the settings and the `pays` rate. */
export async function destinationVat(db: Database | Transaction, country: string): Promise<DestinationVat> {
  const [settings, rate] = await Promise.all([readVatSettings(db), selectCountryVatRate(db, country)]);
  return { regime: vatRegime(settings, country, rate), mode: settings.mode_prix };
}
