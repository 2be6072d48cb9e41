import { loadStripe, type Appearance, type Stripe, type StripeElements } from '@stripe/stripe-js';
import type { Locale } from '@boutique/domain';
import { useEffect, useRef, useState, type RefObject } from 'react';

/** One Stripe.js instance per publishable key for the page's life; a failed load may be tried again. */
const instances = new Map<string, Promise<Stripe | null>>();

function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  let instance = instances.get(publishableKey);
  if (!instance) {
    instance = loadStripe(publishableKey).then((stripe) => {
      if (!stripe) instances.delete(publishableKey);
      return stripe;
    });
    instance.catch(() => instances.delete(publishableKey));
    instances.set(publishableKey, instance);
  }
  return instance;
}

/** The shop's colours and shapes (tokens.css), read where the page draws them, for Stripe's frame. */
function readAppearance(): Appearance {
  const style = getComputedStyle(document.documentElement);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    theme: 'stripe',
    variables: {
      colorPrimary: token('--color-text', '#1a1a1a'),
      colorBackground: token('--color-surface', '#ffffff'),
      colorText: token('--color-text', '#1a1a1a'),
      colorDanger: token('--color-danger', '#b3261e'),
      fontFamily: token('--font-body', 'system-ui, sans-serif'),
      borderRadius: token('--radius-m', '6px'),
    },
  };
}

export type PaymentElementState = 'loading' | 'ready' | 'failed';

/**
 * Loads Stripe.js and mounts the Payment Element for an intent into `mountRef`. The payer's name,
 * e-mail and country are asked by the shop's own fields (and passed when confirming), so the
 * element does not ask them again. `retry` loads again after a failure (network, blocked script).
 */
export function useStripePaymentElement(options: {
  publishableKey: string | null;
  clientSecret: string;
  locale: Locale;
  mountRef: RefObject<HTMLDivElement | null>;
}) {
  const { publishableKey, clientSecret, locale, mountRef } = options;
  const session = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [state, setState] = useState<PaymentElementState>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!publishableKey) return undefined;
    let isCurrent = true;
    let destroy = () => {};
    loadStripeOnce(publishableKey)
      .then((stripe) => {
        const container = mountRef.current;
        if (!isCurrent || !container) return;
        if (!stripe) throw new Error('Stripe.js is unavailable.');
        const elements = stripe.elements({ clientSecret, locale, appearance: readAppearance() });
        const element = elements.create('payment', {
          layout: 'tabs',
          fields: { billingDetails: { name: 'never', email: 'never', address: { country: 'never' } } },
        });
        element.on('ready', () => {
          if (isCurrent) setState('ready');
        });
        element.on('loaderror', () => {
          if (isCurrent) setState('failed');
        });
        element.mount(container);
        session.current = { stripe, elements };
        destroy = () => element.destroy();
      })
      .catch(() => {
        if (isCurrent) setState('failed');
      });
    return () => {
      isCurrent = false;
      session.current = null;
      destroy();
    };
  }, [publishableKey, clientSecret, locale, mountRef, attempt]);

  return {
    state,
    /** Stripe.js and the element group, once mounted. */
    session,
    retry: () => {
      setState('loading');
      setAttempt((count) => count + 1);
    },
  };
}
