import type { PaymentLink } from '@boutique/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { DateRange } from '../lib/date-range.ts';

/** GET /api/stripelinks/links?du&au: the links created in a date range, newest first. */
export interface PaymentLinksAnswer {
  code: number;
  links: PaymentLink[];
  du: string;
  au: string;
}

export const paymentLinksQueryKey = (range: DateRange) => ['stripelinks', 'links', range.du, range.au] as const;

export function paymentLinksQueryOptions(range: DateRange) {
  return queryOptions({
    queryKey: paymentLinksQueryKey(range),
    queryFn: ({ signal }) =>
      apiRequest<PaymentLinksAnswer>(`/stripelinks/links?${new URLSearchParams({ du: range.du, au: range.au })}`, {
        signal,
      }),
    // 401/403 are answers, not hiccups: the page says so at once.
    retry: false,
  });
}
