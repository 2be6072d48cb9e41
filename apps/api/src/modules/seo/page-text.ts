/** Search results show about 160 characters of a description; longer ones are cut at a word. */
const DESCRIPTION_MAX = 160;

/** A meta description: the first non-empty candidate, on one line, cut at a word near 160 characters. */
export function describe(...candidates: string[]): string {
  const text = (candidates.find((candidate) => candidate.trim()) ?? '').replace(/\s+/gu, ' ').trim();
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > DESCRIPTION_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/u, '')}…`;
}
