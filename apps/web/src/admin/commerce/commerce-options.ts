import { useQuery } from '@tanstack/react-query';
import { listQueryOptions } from '../kit/resource-api.ts';
import type { Option } from '../kit/types.ts';

/** The carriers as choices. */
export function useCarrierOptions(): Option[] {
  const carriers = useQuery(listQueryOptions('transporteurs'));
  return (carriers.data?.datas ?? []).map((carrier) => ({
    value: String(carrier.id),
    label: carrier.actif === false ? `${String(carrier.label)} (inactif)` : String(carrier.label),
  }));
}

/** The countries of the `pays` table as choices keyed by their ISO code, in their display order. */
export function useCountryOptions(): Option[] {
  const countries = useQuery(listQueryOptions('pays'));
  return (countries.data?.datas ?? []).map((country) => ({
    value: String(country.code),
    label: `${String(country.nom)} (${String(country.code)})`,
  }));
}
