import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { loadGoogleIdentity, type GoogleAccountsId, type GoogleCredentialResponse } from '../api/google-identity.ts';
import { GOOGLE_REASON_KEYS, useFailureText } from '../lib/reason-keys.ts';
import { postGoogleSignIn } from '../api/google-sign-in.ts';
import { useCompleteSign } from '../hooks/use-session.ts';
import { withBasket } from '../lib/basket-bridge.ts';
import { FormMessage } from './form-message.tsx';
import { GoogleLinkDialog } from './google-sign-in-link-dialog.tsx';
import styles from './google-sign-in.module.css';

export type GoogleContext = 'signin' | 'signup';

/** The `liaison` of a 409: an account already uses the address and its owner must confirm. */
function readLiaison(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 409) return null;
  const liaison = (error.body as { liaison?: unknown } | null)?.liaison;
  return typeof liaison === 'string' ? liaison : null;
}

/** Google's button and One Tap prompt; their ID token signs in, or asks the owner to confirm a link. */
export default function GoogleSignInOffer({ clientId, context }: { clientId: string; context: GoogleContext }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const completeSign = useCompleteSign();
  const describeFailure = useFailureText(GOOGLE_REASON_KEYS);
  const buttonRef = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [isPending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [liaison, setLiaison] = useState<string | null>(null);

  const onCredential = async ({ credential }: GoogleCredentialResponse) => {
    setMessage(null);
    setPending(true);
    try {
      await completeSign(await postGoogleSignIn(withBasket({ credential })));
    } catch (error) {
      const pendingLiaison = readLiaison(error);
      if (pendingLiaison) setLiaison(pendingLiaison);
      else setMessage(describeFailure(error));
    } finally {
      setPending(false);
    }
  };
  // Google keeps the callback given at initialisation; it always calls the latest handler.
  const onCredentialRef = useRef(onCredential);
  useLayoutEffect(() => {
    onCredentialRef.current = onCredential;
  });

  useEffect(() => {
    let isCurrent = true;
    let google: GoogleAccountsId | null = null;
    loadGoogleIdentity().then(
      (loaded) => {
        const parent = buttonRef.current;
        if (!isCurrent || !parent) return;
        google = loaded;
        loaded.initialize({
          client_id: clientId,
          callback: (response) => void onCredentialRef.current(response),
          context,
          ux_mode: 'popup',
          auto_select: false,
          cancel_on_tap_outside: true,
          itp_support: true,
          use_fedcm_for_prompt: true,
        });
        loaded.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          shape: 'pill',
          text: context === 'signup' ? 'signup_with' : 'signin_with',
          logo_alignment: 'left',
          locale,
          width: Math.min(400, Math.max(240, parent.offsetWidth)),
        });
        loaded.prompt();
        setStatus('ready');
      },
      () => {
        if (isCurrent) setStatus('failed');
      },
    );
    return () => {
      isCurrent = false;
      google?.cancel();
    };
  }, [clientId, context, locale]);

  return (
    <div className={styles.google}>
      <p className={styles.separator}>{t('sign.google.ou')}</p>
      {status === 'failed' ? (
        <p className={styles.notice} role="status">
          {t('sign.google.script_indisponible')}
        </p>
      ) : (
        <div
          ref={buttonRef}
          className={styles.button}
          aria-busy={status === 'loading' || isPending}
          aria-label={t('sign.google.bouton')}
          role="group"
        />
      )}
      {isPending && (
        <p className={styles.notice} role="status">
          {t('sign.google.connexion_en_cours')}
        </p>
      )}
      <FormMessage message={message} />
      {liaison && <GoogleLinkDialog liaison={liaison} onClose={() => setLiaison(null)} />}
    </div>
  );
}
