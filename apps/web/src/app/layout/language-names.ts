/** The names live in lib/ so features (the profile's language field) share them with the header. */
export { LANGUAGE_NAMES } from '../../lib/language-names.ts';
