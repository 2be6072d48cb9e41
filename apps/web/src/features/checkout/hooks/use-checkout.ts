import type { CheckoutChoices, CheckoutState, FieldErrors } from '@boutique/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { checkoutQueryKey, checkoutQueryOptions, putCheckoutChoices } from '../api/checkout-state.ts';
import { CHOICE_FIELDS } from '../lib/choice-fields.ts';

/**
 * The checkout of a basket: the server's state (basket, choices, methods, totals) and the saving
 * of each choice. The page never works out an amount: every change goes to the server and its
 * answer replaces the state. A refusal comes back as messages under the field it names.
 */
export function useCheckout(cartId: string | null, isSignedIn: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...checkoutQueryOptions(cartId ?? ''), enabled: isSignedIn && cartId !== null });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (choices: CheckoutChoices) => putCheckoutChoices(cartId ?? '', choices),
    onSuccess: (state: CheckoutState) => queryClient.setQueryData(checkoutQueryKey(cartId ?? ''), state),
  });

  // One save at a time, in the order they were asked: the last answer is the last choice made.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const inFlight = useRef(0);
  // Shown as chosen at once (a radio or a box follows the hand), until the server has answered.
  const [pendingChoices, setPendingChoices] = useState<CheckoutChoices>({});

  /** Saves some choices; resolves to whether the server took them. */
  const save = (choices: CheckoutChoices): Promise<boolean> => {
    inFlight.current += 1;
    setPendingChoices((current) => ({ ...current, ...choices }));
    const run = queue.current
      .then(() => send(choices))
      .finally(() => {
        inFlight.current -= 1;
        if (inFlight.current === 0) setPendingChoices({});
      });
    queue.current = run;
    return run;
  };

  const send = async (choices: CheckoutChoices): Promise<boolean> => {
    const fields = Object.keys(choices);
    setFieldErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !fields.includes(key))));
    setFormMessage(null);
    try {
      await mutation.mutateAsync(choices);
      return true;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const named = Object.entries(apiError?.errors ?? {}).filter(([field]) => CHOICE_FIELDS.has(field));
      if (named.length > 0) setFieldErrors((current) => ({ ...current, ...Object.fromEntries(named) }));
      else setFormMessage(apiError && apiError.code !== 0 ? apiError.message : '');
      return false;
    }
  };

  return {
    query,
    save,
    isSaving: mutation.isPending,
    /** The field being saved, for its spinner. */
    savingFields: mutation.isPending ? Object.keys(mutation.variables ?? {}) : [],
    /** The choices on their way to the server, shown as chosen until it answers (or refuses). */
    pendingChoices,
    fieldErrors,
    /** A refusal naming no field; '' when the server could not be reached. */
    formMessage,
    clearFieldError: (field: string) =>
      setFieldErrors((current) => {
        if (!(field in current)) return current;
        const next = { ...current };
        delete next[field];
        return next;
      }),
  };
}

export type CheckoutController = ReturnType<typeof useCheckout>;
