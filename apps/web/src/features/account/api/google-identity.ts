/**
 * The small part of Google Identity Services (https://accounts.google.com/gsi/client) this shop
 * uses: the Sign in with Google button and the One Tap prompt, both answering an ID token. The
 * ID token flow always asks for the `openid email profile` scopes.
 */
export interface GoogleCredentialResponse {
  /** The ID token (a JWT) the server verifies. */
  credential: string;
  select_by?: string;
}

export interface GoogleIdConfiguration {
  client_id: string;
  callback: (response: GoogleCredentialResponse) => void;
  auto_select?: boolean;
  cancel_on_tap_outside?: boolean;
  context?: 'signin' | 'signup' | 'use';
  ux_mode?: 'popup' | 'redirect';
  itp_support?: boolean;
  use_fedcm_for_prompt?: boolean;
}

export interface GoogleButtonConfiguration {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  logo_alignment?: 'left' | 'center';
  width?: number;
  locale?: string;
}

export interface GoogleAccountsId {
  initialize: (configuration: GoogleIdConfiguration) => void;
  renderButton: (parent: HTMLElement, options: GoogleButtonConfiguration) => void;
  prompt: () => void;
  cancel: () => void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';
/** The words logged when the identity script cannot be loaded. */
export const GOOGLE_SCRIPT_FAILURE = 'Failed to load the Google 3P Authorization JavaScript Library.';

let loading: Promise<GoogleAccountsId> | null = null;

/**
 * Loads Google's script once per page, only when a sign page offers Google; a failure is logged
 * as the spec words it and may be retried on the next visit of the page.
 */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT;
    script.async = true;
    script.defer = true;
    const fail = () => {
      script.remove();
      loading = null;
      console.error(GOOGLE_SCRIPT_FAILURE);
      reject(new Error(GOOGLE_SCRIPT_FAILURE));
    };
    script.addEventListener('error', fail);
    script.addEventListener('load', () => {
      const api = window.google?.accounts?.id;
      if (api) resolve(api);
      else fail();
    });
    document.head.append(script);
  });
  return loading;
}
