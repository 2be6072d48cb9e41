/** Makes a URL slug from a label: "Crème Riche au Caviar" → "creme-riche-au-caviar". */
export function slugify(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/gu, '-')
    .replace(/^-+|-+$/gu, '');
}

/** Splits a route parameter "12-creme-riche" into its id and slug; null when it has no id. */
export function parseIdSlug(param: string): { id: number; slug: string } | null {
  const match = /^(\d{1,9})(?:-(.*))?$/u.exec(param);
  if (!match?.[1]) return null;
  return { id: Number(match[1]), slug: match[2] ?? '' };
}
