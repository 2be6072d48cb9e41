import type { AdminResourceDescriptor } from '@boutique/domain';
import type { ReactNode } from 'react';
import type { Control, UseFormRegister } from 'react-hook-form';
import type { RecordKey, ResourceRow } from './resource-api.ts';

/** A choice of a select (filter or field); `label` is already translated. */
export interface Option {
  value: string;
  label: string;
  /** A heading the choice is listed under (e.g. a tag's type), already translated. */
  group?: string;
}

/** A column of a list. `label` is a message key; `field` also names the sort column when sortable. */
export interface ColumnSpec {
  field: string;
  label: string;
  /** The cell's content; the raw value otherwise (booleans read Oui/Non). */
  render?: (row: ResourceRow) => ReactNode;
  /** The CSV cell; the raw value otherwise. */
  csv?: (row: ResourceRow) => unknown;
  numeric?: boolean;
  /** A column of buttons: on a phone it takes the whole width of the row's card, without its name. */
  actions?: boolean;
}

/** A named filter of the resource, shown in the filter bar. `label` is a message key. */
export type FilterSpec =
  | { name: string; label: string; kind: 'search' }
  | { name: string; label: string; kind: 'boolean' }
  /** A number typed in, applied with the search (submit). */
  | { name: string; label: string; kind: 'number' }
  /**
   * A day (YYYY-MM-DD) typed in, applied with the search. `notBefore` names the date filter this
   * one may not precede (the end of a period): the pair is refused while reversed.
   */
  | { name: string; label: string; kind: 'date'; notBefore?: string }
  | { name: string; label: string; kind: 'select'; options: readonly Option[] };

/**
 * A bulk action, `label` a message key: the same partial change on every selected row (editall), or
 * something done with the selected rows' keys that changes none of them (e.g. printing them).
 */
export type BulkActionSpec =
  { label: string; datas: Record<string, unknown> } | { label: string; run: (keys: RecordKey[]) => Promise<void> };

/** A field of the edit form. `label` is a message key. */
export type FieldSpec = {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  wide?: boolean;
  /** The message (key) for a value the schema refuses, saying the rule; "Valeur invalide." otherwise. */
  invalid?: string;
} & (
  | { kind: 'textarea' | 'boolean' | 'date' }
  /** `slugOf`: an address made from that text field (the name) while nobody has written another. */
  | { kind: 'text'; slugOf?: string }
  /** An integer; `nullable` sends null for an empty field instead of leaving it out. */
  | { kind: 'number'; nullable?: boolean }
  /** Integer cents edited as euros. */
  | { kind: 'euros' }
  | { kind: 'select'; options: readonly Option[]; nullable?: boolean; numeric?: boolean }
  /** A list of ids (numeric option values), one checkbox per option, grouped by `group`. */
  | { kind: 'multi'; options: readonly Option[] }
  /** A field the screen draws itself (e.g. a value whose input depends on another field). */
  | { kind: 'custom'; render: (field: CustomFieldContext) => ReactNode }
);

/** What a custom field gets to draw itself. */
export interface CustomFieldContext {
  control: Control<Record<string, unknown>>;
  register: UseFormRegister<Record<string, unknown>>;
  /** The field's messages, already in the page's language. */
  errors: string[] | undefined;
}

/** Fields shown together under a title (a message key); a form without titles has one group. */
export interface FieldGroup {
  title?: string;
  fields: readonly FieldSpec[];
}

/** What every kit page needs to know of its resource. */
export interface ResourceScreen {
  descriptor: AdminResourceDescriptor;
  /** The admin route of the list, relative to /:lang/ad (the model name by default). */
  route?: string;
}

export const screenRoute = (screen: ResourceScreen) => screen.route ?? `/${screen.descriptor.model}`;
