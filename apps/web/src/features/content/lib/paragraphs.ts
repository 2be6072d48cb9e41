/** Splits a text on blank lines into paragraphs (the texts are plain text, never HTML). */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/u)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
