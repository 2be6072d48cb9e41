import { formatEuros } from '@boutique/domain';
import { useLocaleTag } from '../../lib/locale-context.tsx';

/** Cents shown in euros in the page's language, as every ambassador figure is. */
export function useMoney() {
  const tag = useLocaleTag();
  return (cents: number) => formatEuros(cents, tag);
}
