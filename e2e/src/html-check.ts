import { HtmlValidate } from 'html-validate';

/**
 * html-validate's full rule set, as for markup taken from a browser (its `browser` preset turns
 * off what the serialiser decides: boolean attribute style, void elements, trailing spaces, inline
 * style written by scripts, the doctype). Two rules keep only their conformance part, as the
 * W3C checker and html-validate's own `standard` preset do:
 * - valid-id: HTML accepts any id without spaces; the strict form (a letter first, no `_`) is a
 *   preference for CSS selectors, and React's useId draws ids like `_r_3_`.
 * - aria-label-misuse: a name stays forbidden where ARIA forbids it (a div without a role, the
 *   FAQ's old panels), but is accepted on every role that takes one, such as a named list.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended', 'html-validate:browser'],
  rules: {
    'valid-id': ['error', { relaxed: true }],
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
});

/** The markup's errors, one line each with the rule, the message and where: empty when valid. */
export async function checkMarkup(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap(({ messages }) =>
    messages.map(({ ruleId, message, selector, line }) => `${ruleId}: ${message} at ${selector ?? `line ${line}`}`),
  );
}
