/**
 * The basket's calls in their own chunk: the home route's entry keeps only the state and the
 * badge. The first basket read (CartPanelHost, at start) fetches this chunk,
 * so a tap on an add button finds it there.
 */
export const loadBasketActions = () => import('./basket-actions.ts');

/** Adds (or removes, when negative) units of a variant; see updateQuantity. */
export const changeQuantity = (declinaisonId: number, change: number) =>
  loadBasketActions().then(({ updateQuantity }) => updateQuantity(declinaisonId, change));
