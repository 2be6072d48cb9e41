import { BasketBridgeProvider, type BasketBridge } from '../../features/account/lib/basket-bridge.ts';
import { SignRoutes } from '../../features/account/pages/sign-routes.tsx';
import { loadBasketActions } from '../../features/basket/lib/basket-actions-loader.ts';

/**
 * Signing in or out changes the basket: the account feature asks, the basket
 * feature does it; they meet here. After sign-in the basket answered by the server is loaded by
 * its hash; at sign-out a fresh basket starts.
 */
const basketBridge: BasketBridge = {
  loadByHash: (hash) => loadBasketActions().then(({ loadBasketByHash }) => loadBasketByHash(hash)),
  reset: () => loadBasketActions().then(({ resetBasket }) => resetBasket()),
};

/** /:lang/sign/...: the account feature's sign pages, in a chunk of their own (see router.tsx). */
export default function SignRoute() {
  return (
    <BasketBridgeProvider value={basketBridge}>
      <SignRoutes />
    </BasketBridgeProvider>
  );
}
