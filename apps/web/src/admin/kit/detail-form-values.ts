import type { Resolver } from 'react-hook-form';
import type { FormValues } from './form-fields.tsx';
import type { ResourceRow } from './resource-api.ts';
import type { FieldGroup, FieldSpec } from './types.ts';

/** Rules across fields the schema cannot say (the server checks them again): field → messages. */
export type CrossFieldCheck = (values: FormValues) => Record<string, string[]>;

/** The form's fields in titled groups, or as one untitled group. */
export const groupsOf = (fields: readonly FieldSpec[] | readonly FieldGroup[]): readonly FieldGroup[] =>
  fields.length > 0 && 'fields' in fields[0]! ? (fields as readonly FieldGroup[]) : [{ fields: fields as FieldSpec[] }];

/** The form's starting values: the row's, or blanks for a new record. */
export function formValues(
  fields: readonly FieldSpec[],
  row: ResourceRow | null,
  translatable: boolean,
  defaults: FormValues = {},
): FormValues {
  const values: FormValues = Object.fromEntries(
    fields.map((field) => {
      const value = row?.[field.name] ?? defaults[field.name];
      if (field.kind === 'boolean') return [field.name, value ?? false];
      if (field.kind === 'text' || field.kind === 'textarea') return [field.name, value ?? ''];
      if (field.kind === 'multi') return [field.name, value ?? []];
      return [field.name, value ?? (field.kind === 'euros' ? undefined : null)];
    }),
  );
  if (translatable) values.traductions = structuredClone(row?.traductions ?? {});
  return values;
}

/** The schema's resolver, then the screen's cross-field rules once the schema is satisfied. */
export function withCheck(resolver: Resolver<FormValues>, check: CrossFieldCheck | undefined): Resolver<FormValues> {
  if (!check) return resolver;
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length > 0) return result;
    const problems = Object.entries(check(values));
    if (problems.length === 0) return result;
    return {
      values: {},
      errors: Object.fromEntries(
        problems.map(([field, messages]) => [field, { type: 'server', message: messages.join(' ') }]),
      ),
    };
  };
}
