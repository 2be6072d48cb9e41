import type { SignResult } from '@boutique/domain';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { withBasket } from '../lib/basket-bridge.ts';
import { useCompleteSign } from './use-session.ts';

/**
 * Spends the single-use link of a mail (sign-up, Google linking) with this browser's basket, then
 * opens the account like a sign-in. Answers the failure to show, null while it is being spent.
 */
export function useMailedLink(
  token: string,
  spend: (body: { token: string; panier?: string }) => Promise<SignResult>,
  /** The words for a failed spend (useFailureText). */
  describeFailure: (error: unknown) => string,
  beforeSign: () => void = () => {},
): string | null {
  const completeSign = useCompleteSign();
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = () => {
    spend(withBasket({ token }))
      .then((result) => {
        beforeSign();
        return completeSign(result);
      })
      .catch((error: unknown) => setFailure(describeFailure(error)));
  };
  const confirmRef = useRef(confirm);
  useLayoutEffect(() => {
    confirmRef.current = confirm;
  });
  // The token is single use: it is sent once per token, even when the effect runs twice.
  const sentForRef = useRef<string | null>(null);
  useEffect(() => {
    if (sentForRef.current === token) return;
    sentForRef.current = token;
    confirmRef.current();
  }, [token]);
  return failure;
}
