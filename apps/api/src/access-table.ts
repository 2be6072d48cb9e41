/**
 * Who may call each route. Every route of the API must be listed here: the access test fails on a
 * route without an entry (deny by default) and on an entry without a route.
 * - public: anyone; user: a signed-in customer (their own data only); staff: admins and ambassadors
 *   (ambassadors see their own records only); admin: the admin scope.
 */
export type Access = 'public' | 'user' | 'staff' | 'admin';

export const ACCESS_TABLE: Record<string, Access> = {
  'POST /api/sign/up': 'public',
  'POST /api/sign/in': 'public',
  'POST /api/sign/out': 'user',
  'POST /api/sign/recovery': 'public',
  'POST /api/sign/password/code': 'public',
  'POST /api/sign/password/link': 'public',
  'GET /api/users/me': 'user',
  'PUT /api/users/:id': 'user',
  'PUT /api/users/:id/password': 'user',
  'GET /api/users/me/export': 'user',
  'DELETE /api/users/me': 'user',
  'POST /api/users/salon': 'staff',
  'GET /api/adresses/me': 'user',
  'POST /api/adresses': 'user',
  'PUT /api/adresses/:id': 'user',
  'DELETE /api/adresses/:id': 'user',
  'POST /api/contact': 'public',
  'POST /api/newsletters': 'public',
  'GET /api/produits': 'public',
  'POST /api/paniers/qtt': 'public',
  'GET /api/paniers/get/:hash': 'public',
  'GET /api/paniers/byMe': 'user',
  'GET /api/paniers/stripeintent/:cartId': 'user',
  'GET /api/commandes/me': 'user',
  'GET /api/commandes/:hash': 'user',
  'GET /api/principesactifs/paginator': 'public',
  'GET /api/faqs': 'public',
  'GET /api/actualites/paginator': 'public',
  'GET /api/boutique/infos': 'public',
  'GET /api/translations/:file': 'public',
  'GET /api/health': 'public',
  'GET /api/payments/config': 'public',
  'POST /api/webhooks/stripe': 'public',
  'POST /api/payments/simulated/confirm': 'public',
  'POST /api/payments/simulated/authenticate': 'public',
  'GET /api/stripelinks/links': 'staff',
  'POST /api/stripelinks': 'staff',
  'PUT /api/stripelinks/:id': 'staff',
  'DELETE /api/stripelinks/:id': 'staff',
  'POST /api/stripelinks/notifier/:id/:channel': 'staff',
  'GET /api/stripelinks/intent/:hash': 'public',
  'GET /media/:kind/:id/:file': 'public',
  'GET /robots.txt': 'public',
  'GET /sitemap.xml': 'public',
};
