import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { listQueryOptions, pageQueryOptions } from '../../kit/resource-api.ts';
import type { Option } from '../../kit/types.ts';

/** The ranges as choices, each named by its tag (a range's own row holds only the tag's id). */
export function useGammeOptions(): Option[] {
  const gammes = useQuery(listQueryOptions('gammes'));
  const tags = useQuery(listQueryOptions('tags'));
  const labels = new Map((tags.data?.datas ?? []).map((tag) => [tag.id, String(tag.label)]));
  return (gammes.data?.datas ?? []).map((gamme) => ({
    value: String(gamme.id),
    label: labels.get(gamme.tag_id) ?? `#${String(gamme.id)}`,
  }));
}

/** Every tag, listed under its type ('tag' is shown on the product page; others are internal). */
export function useTagOptions(): Option[] {
  const { t } = useTranslation();
  const tags = useQuery(listQueryOptions('tags'));
  const typeName = (type: string) =>
    type === 'tag' || type === 'gamme' ? t(`admin.produit.type_${type}`) : t('admin.produit.type_autre', { type });
  return (tags.data?.datas ?? [])
    .map((tag) => ({ value: String(tag.id), label: String(tag.label), group: typeName(String(tag.type)) }))
    .sort((a, b) => a.group.localeCompare(b.group) || a.label.localeCompare(b.label));
}

/** The other products, for the cross-selling links. */
export function useProductOptions(excludedId: number | null): Option[] {
  const products = useQuery(pageQueryOptions('produits', new URLSearchParams({ limit: '200', sort: 'label' })));
  return (products.data?.datas ?? [])
    .filter((product) => product.id !== excludedId)
    .map((product) => ({ value: String(product.id), label: String(product.label) }));
}

/** The active ingredients, in their display order. */
export function usePrincipeOptions(): Option[] {
  const principes = useQuery(listQueryOptions('principes-actifs'));
  return (principes.data?.datas ?? []).map((principe) => ({
    value: String(principe.id),
    label: String(principe.label),
  }));
}
