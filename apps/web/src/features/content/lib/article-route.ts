/**
 * The path of a news article inside a language: only "{id}" or "{id}-{slug}" in one segment, so
 * it can never shadow another route (accueil, faq, conditions…), which all start with a letter.
 * Alone in its module: the router (entry chunk) needs it, and nothing else of the feature.
 */
export const ARTICLE_ROUTE = /^\/(?<idSlug>\d{1,9}(?:-[^/]*)?)\/?$/u;
