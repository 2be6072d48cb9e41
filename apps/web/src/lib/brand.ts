/** The house's name, used in titles and image alt texts. */
export const BRAND_NAME = 'Maison Orcaviar';

/** Alt text with the brand suffix the shop adds to product images: "Crème – Maison Orcaviar". */
export function withBrandSuffix(text: string): string {
  const trimmed = text.trim();
  return trimmed ? `${trimmed} – ${BRAND_NAME}` : BRAND_NAME;
}
