import type { OwnReviewAnswer, ProductReviewsAnswer, ReviewInput, ReviewSubmitted } from '@boutique/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Reviews shown per page ("Voir plus d'avis" asks for the next one). */
export const REVIEWS_PAGE_SIZE = 5;

export const reviewsQueryKey = (produitId: number) => ['avis', produitId] as const;
const ownReviewQueryKey = (produitId: number, userId: number) => ['avis', produitId, 'me', userId] as const;

/** GET /api/avis/produit/{id} (ProductReviewsAnswerSchema): a page of published reviews, newest first. */
export function fetchProductReviews(produitId: number, page: number, signal?: AbortSignal) {
  return apiRequest<ProductReviewsAnswer>(
    `/avis/produit/${produitId}?page=${page}&limit=${REVIEWS_PAGE_SIZE}`,
    signal ? { signal } : {},
  );
}

/** The product's published reviews, page after page, with their average and count. */
export function useProductReviews(produitId: number) {
  return useInfiniteQuery({
    queryKey: reviewsQueryKey(produitId),
    queryFn: ({ pageParam, signal }) => fetchProductReviews(produitId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/avis/produit/{id}/me (OwnReviewAnswerSchema): may the customer review it, and their review. */
export function useOwnReview(produitId: number, userId: number | null) {
  return useQuery({
    queryKey: ownReviewQueryKey(produitId, userId ?? 0),
    queryFn: async ({ signal }) =>
      (await apiRequest<OwnReviewAnswer>(`/avis/produit/${produitId}/me`, { signal })).data,
    enabled: userId !== null,
  });
}

/** POST /api/avis (ReviewInputSchema): 403 unless bought, 409 once published or refused, 429 after 10 an hour. */
export function useSubmitReview(produitId: number, userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewInput) => apiRequest<ReviewSubmitted>('/avis', { method: 'POST', body: review }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownReviewQueryKey(produitId, userId ?? 0) }),
  });
}
