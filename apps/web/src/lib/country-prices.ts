import type { CountryPrices } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiRequest } from './api-client.ts';

/**
 * The visitor's delivery country, decided by the app once the page is in the browser (the
 * signed-in customer's delivery address, else the language's region). A store rather than a
 * context: a context change would reach parts of the server's HTML still hydrating and make React
 * draw them again from scratch; a store is read by each part once it has hydrated.
 */
let deliveryCountry: string | null = null;
const listeners = new Set<() => void>();

export function setDeliveryCountry(country: string | null): void {
  if (country === deliveryCountry) return;
  deliveryCountry = country;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Null on the server and while the part reading it hydrates, so both draw the French prices. */
const useDeliveryCountry = () =>
  useSyncExternalStore(
    subscribe,
    () => deliveryCountry,
    () => null,
  );

export interface CountryPricing {
  /** The country the prices shown are for, once they are in (null: the French prices). */
  country: string | null;
  /** The VAT charged there: its country (null outside the EU) and rate. */
  vat: CountryPrices['tva'] | null;
  /** The variant with its prices for that country (unchanged when they are the French ones). */
  reprice: <T extends { id: number }>(variant: T) => T;
}

type PricesById = ReadonlyMap<number, CountryPrices['prix'][number]>;

const byId = (answer: CountryPrices) => ({ answer, prices: new Map(answer.prix.map((price) => [price.id, price])) });

const repriceWith =
  (prices: PricesById | undefined) =>
  <T extends { id: number }>(variant: T): T => {
    const price = prices?.get(variant.id);
    return price ? { ...variant, ...price } : variant;
  };

/**
 * Prices for the visitor's country (VAT by destination), from GET /api/prix-pays, asked once per
 * country and shared by every card, page and basket line. Until they are in, and always on the
 * server, the French prices show, so the server's HTML and the first render agree.
 */
export function useCountryPrices(): CountryPricing {
  const country = useDeliveryCountry();
  const { data } = useQuery({
    queryKey: ['prix-pays', country],
    queryFn: ({ signal }) => apiRequest<CountryPrices>(`/prix-pays?pays=${country}`, { signal }),
    select: byId,
    enabled: country !== null,
    staleTime: 60_000,
    retry: false,
  });
  return { country: data?.answer.pays ?? null, vat: data?.answer.tva ?? null, reprice: repriceWith(data?.prices) };
}
