import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTENT_UNITS,
  netContentErrors,
  variantesResource,
  variantPriceErrors,
  type NetContent,
  type VariantPrices,
} from '@boutique/domain';
import type { Resolver } from 'react-hook-form';
import type { FormValues } from '../../kit/form-fields.tsx';
import type { ResourceRow } from '../../kit/resource-api.ts';
import type { FieldSpec } from '../../kit/types.ts';
import * as common from '../../kit/common-specs.ts';

/** The variant's texts: the only fields written in every language (`TRANSLATABLE`). */
export const TEXTS: FieldSpec[] = [
  { name: 'label', label: 'admin.champs.nom', kind: 'text', required: true },
  { name: 'conteneur', label: 'admin.variante.conteneur', kind: 'text' },
];
/** The fields under the prices, the same in every language. */
export const OTHERS: FieldSpec[] = [
  {
    name: 'contenance',
    label: 'admin.variante.contenance',
    kind: 'number',
    nullable: true,
    hint: 'admin.variante.contenance_aide',
  },
  {
    name: 'unite',
    label: 'admin.variante.unite',
    kind: 'select',
    options: CONTENT_UNITS.map((unit) => ({ value: unit, label: unit })),
    nullable: true,
  },
  { name: 'reassort_date', label: 'admin.champs.reassort_date', kind: 'date' },
  { name: 'reassort_mouvement', label: 'admin.champs.reassort_mouvement', kind: 'number', nullable: true },
  common.orderField,
];
export const TRANSLATABLE = ['label', 'conteneur'];
/** A new variant's opening stock and where it is kept: it is tracked, and sellable, from the start. */
export const openingStock = (warehouses: { value: string; label: string }[]): FieldSpec[] => [
  {
    name: 'stock_initial',
    label: 'admin.variante.stock_initial',
    kind: 'number',
    hint: 'admin.variante.stock_initial_aide',
  },
  {
    name: 'entrepot_id',
    label: 'admin.variante.entrepot',
    kind: 'select',
    options: warehouses,
    nullable: true,
    numeric: true,
    hint: 'admin.variante.entrepot_aide',
  },
];

/** The form's values: the saved variant's, or a new variant's blanks. */
export const startingValues = (productId: number, row: ResourceRow | null): FormValues => ({
  produit_id: productId,
  label: row?.label ?? '',
  conteneur: row?.conteneur ?? '',
  prix_ht: row?.prix_ht ?? undefined,
  prix_ttc: row?.prix_ttc ?? undefined,
  prix_initial_ht: row?.prix_initial_ht ?? null,
  prix_initial_ttc: row?.prix_initial_ttc ?? null,
  reassort_date: row?.reassort_date ?? null,
  reassort_mouvement: row?.reassort_mouvement ?? null,
  delais: row?.delais ?? [],
  contenance: row?.contenance ?? null,
  unite: row?.unite ?? null,
  ordre: row?.ordre ?? 0,
  traductions: structuredClone(row?.traductions ?? {}),
  // Sent at creation only; an existing variant's stock moves on the stock screen.
  stock_initial: row ? undefined : 0,
  entrepot_id: row ? undefined : null,
});

/** The schema, then the VAT rule on the prices and the whole content (the server checks all again). */
export const variantResolver: Resolver<FormValues> = async (values, context, options) => {
  const result = await (zodResolver(variantesResource.input) as unknown as Resolver<FormValues>)(
    values,
    context,
    options,
  );
  if (Object.keys(result.errors).length > 0) return result;
  const problems = Object.entries({
    ...variantPriceErrors(values as VariantPrices),
    ...netContentErrors(values as Partial<NetContent>),
  });
  if (problems.length === 0) return result;
  return {
    values: {},
    errors: Object.fromEntries(problems.map(([field, [message]]) => [field, { type: 'server', message }])),
  };
};
