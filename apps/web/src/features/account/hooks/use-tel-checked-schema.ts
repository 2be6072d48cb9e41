import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { useTranslation } from '../../../lib/i18n-react.tsx';

/**
 * A form's contract plus the phone library's verdict on its `tel` field: the server only bounds
 * the number's length, the browser knows whether it is a real number of the chosen country.
 */
export function useTelCheckedSchema<S extends z.ZodType>(schema: S) {
  const { t } = useTranslation();
  const [isTelValid, setTelValid] = useState(true);
  const message = t('formulaire.telephone_invalide');
  const checked = useMemo(
    () =>
      schema.superRefine((_input, context) => {
        if (!isTelValid) context.addIssue({ code: 'custom', path: ['tel'], message });
      }),
    [schema, isTelValid, message],
  );
  return { schema: checked, setTelValid };
}
