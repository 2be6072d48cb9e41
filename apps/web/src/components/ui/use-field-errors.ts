import { useCallback, useState } from 'react';

/**
 * A form's field errors (spec §4): set after a check or a server answer, and a field's errors
 * are cleared as soon as it gets the focus or changes.
 */
export function useFieldErrors<Field extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Field, string[]>>>({});
  const clearError = useCallback((field: Field) => {
    setErrors((current) => {
      if (!current[field]) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);
  return { errors, setErrors, clearError };
}
