import type { StaffOrderInput } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { quoteOrder } from './new-order-api.ts';

/** The server's totals and delivery methods for the order as typed, once it has a customer, an address and a line. */
export function useOrderQuote(values: StaffOrderInput, hasCustomer: boolean) {
  const hasAddress =
    values.adresse?.type === 'existante' ? (values.adresse.id ?? 0) > 0 : (values.adresse?.ville ?? '') !== '';
  const quoteInput = useDeferredValue(
    JSON.stringify({
      client: values.client,
      lignes: values.lignes,
      adresse: values.adresse,
      livraison: values.livraison ?? null,
      point_relais: values.point_relais ?? null,
      code: values.code ?? '',
    }),
  );
  return useQuery({
    queryKey: ['nouvelle-commande', 'devis', quoteInput],
    queryFn: ({ signal }) => quoteOrder(JSON.parse(quoteInput) as StaffOrderInput, signal),
    enabled: hasCustomer && hasAddress && (values.lignes?.length ?? 0) > 0,
    placeholderData: (previous) => previous,
    retry: false,
  });
}

export type OrderQuote = ReturnType<typeof useOrderQuote>;
