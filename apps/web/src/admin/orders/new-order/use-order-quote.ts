import { StaffOrderQuoteInputSchema, type StaffOrderInput } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { quoteOrder } from './new-order-api.ts';

/**
 * The server's totals and delivery methods for the order as typed, once it is complete enough for
 * the server's own schema: a half-typed address or customer asks nothing (and draws no 400).
 */
export function useOrderQuote(values: StaffOrderInput, hasCustomer: boolean) {
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
  const isComplete = hasCustomer && StaffOrderQuoteInputSchema.safeParse(JSON.parse(quoteInput)).success;
  return useQuery({
    queryKey: ['nouvelle-commande', 'devis', quoteInput],
    queryFn: ({ signal }) => quoteOrder(JSON.parse(quoteInput) as StaffOrderInput, signal),
    enabled: isComplete,
    placeholderData: (previous) => previous,
    retry: false,
  });
}

export type OrderQuote = ReturnType<typeof useOrderQuote>;
