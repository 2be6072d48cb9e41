import { splitParagraphs } from '../lib/paragraphs.ts';

/** A plain text shown as paragraphs (split on blank lines); React escapes it, so it is never read as HTML. */
export function TextParagraphs({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      {splitParagraphs(text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
