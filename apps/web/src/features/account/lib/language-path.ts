import { isLocale, type Locale } from '@boutique/domain';

/** The same in-app path in another language: ("/fr/mon-compte?x", "en") → "/en/mon-compte?x". */
export function pathInLocale(path: string, locale: Locale): string {
  const [, first = '', rest = ''] = /^\/([^/?#]*)(.*)$/u.exec(path) ?? [];
  const inside = isLocale(first) ? rest : path;
  return `/${locale}${inside === '' || inside === '/' ? '/accueil' : inside}`;
}
