/**
 * Every key the shop keeps in the browser, in one place so features never disagree on
 * a spelling. Local storage survives the tab; session storage is cleared on a language change.
 */
export const LOCAL_KEYS = {
  /** Local basket contents: variant id → { declinaison_id, qtt }. */
  cartItems: 'od_cart_items',
  /** Basket id (a client-side UUID). */
  cartId: 'od_cart_id',
  /** Language the visitor chose in the language modal. */
  language: 'od_language',
  /** Session token object: { access_token, scopes, user }. */
  session: 'od_token',
  /** '1' once this browser subscribed to the newsletter (the band above the footer hides). */
  newsletter: 'od_newsletter',
  /**
   * Where the sign-up was heading (the session's return address), kept across tabs: the mailed
   * link that creates the account often opens in a new one.
   */
  signUpReturnTo: 'od_sign_up_return_to',
} as const;

/** The cookie choice (read and written only by lib/consent.ts) and the measurement's visit id. */
export const COOKIE_KEYS = {
  /** When the choice was made (ms since epoch). */
  consentDate: 'od',
  /** '1' or '0'. */
  analytic: 'od_analytic',
  marketing: 'od_marketing',
  /** The anonymous visit id of the audience measurement, kept 30 days only with analytics consent. */
  analyticsSession: 'od_session',
} as const;

export const SESSION_KEYS = {
  /** Product lists already received, per language, shown before the server answers. */
  produits: 'od_produits',
  /** Active ingredients, FAQ entries and news articles, per language (the content feature). */
  principes: 'od_principes',
  faqs: 'od_faqs',
  actualites: 'od_actualites',
  /** Where to go after signing in: set by the route guard and the checkout page (full path with language). */
  returnTo: 'od_return_to',
  /** This tab's anonymous visit id for the audience measurement (lib/analytics). */
  analytics: 'od_visite',
} as const;

/** Window events through which independent parts of the shell talk without importing each other. */
export const WINDOW_EVENTS = {
  /** Fired after the local basket changes in this tab (the `storage` event covers other tabs). */
  cartChange: 'od:cart:change',
  /** Asks the cart panel to open (wired by the basket feature). */
  cartOpen: 'od:cart:open',
  /** Asks the cookie settings dialog to open (wired by the cookie feature). */
  cookiesOpen: 'od:cookies:open',
} as const;
