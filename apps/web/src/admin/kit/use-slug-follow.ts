import { slugify } from '@boutique/domain';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { FormValues } from './form-fields.tsx';
import type { FieldSpec } from './types.ts';

/**
 * Address fields (`slugOf`) made from their text field as it is typed: the slug follows the name
 * while it is empty or still the one made from the name before, so an address written by hand is
 * never overwritten.
 */
export function useSlugFollow(form: UseFormReturn<FormValues>, fields: readonly FieldSpec[]) {
  const pairs = fields.flatMap((spec) => (spec.kind === 'text' && spec.slugOf ? [[spec.slugOf, spec.name]] : []));
  const key = JSON.stringify(pairs);
  const previous = useRef(new Map<string, string>());
  useEffect(() => {
    const followed = JSON.parse(key) as [string, string][];
    if (followed.length === 0) return;
    for (const [source] of followed) previous.current.set(source, String(form.getValues(source) ?? ''));
    const subscription = form.watch((values, { name }) => {
      for (const [source, target] of followed) {
        if (name !== source) continue;
        const before = previous.current.get(source) ?? '';
        const now = String(values[source] ?? '');
        previous.current.set(source, now);
        const slug = String(values[target] ?? '');
        if (slug === '' || slug === slugify(before)) {
          form.setValue(target, slugify(now), { shouldDirty: true });
        }
      }
    });
    return () => subscription.unsubscribe();
  }, [form, key]);
}
