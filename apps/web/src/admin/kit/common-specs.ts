import type { ColumnSpec, FieldSpec, FilterSpec } from './types.ts';

/**
 * The columns, filters and fields many resources share, so that each one's label and kind are
 * written once.
 */
export const searchFilter = {
  name: 'q',
  label: 'admin.champs.recherche',
  kind: 'search',
} as const satisfies FilterSpec;

/** Whether the record is in use: a filter in its list, a checkbox in its form. */
export const activeToggle = {
  name: 'actif',
  label: 'admin.livraisons.actif',
  kind: 'boolean',
} as const satisfies FieldSpec;
export const activeColumn = { field: 'actif', label: 'admin.livraisons.actif' } as const satisfies ColumnSpec;

/** The position a record is listed at, smallest first. */
export const orderField = { name: 'ordre', label: 'admin.champs.ordre', kind: 'number' } as const satisfies FieldSpec;
export const orderColumn = { field: 'ordre', label: 'admin.champs.ordre', numeric: true } as const satisfies ColumnSpec;

/** The record's name as staff and shoppers read it. */
export const labelField = {
  name: 'label',
  label: 'admin.champs.label',
  kind: 'text',
  required: true,
} as const satisfies FieldSpec;
export const labelColumn = { field: 'label', label: 'admin.champs.label' } as const satisfies ColumnSpec;
