import { AppError, notFound } from '../../lib/errors.ts';

/** A signed-in user may change only their own account, whatever id the address names. */
export const ownAccountOnly = () =>
  new AppError(403, 'Vous ne pouvez modifier que votre propre compte.', {}, 'own_account_only');

/** The account asked for is gone (deleted meanwhile, or never was). */
export const accountNotFound = () => notFound(undefined, 'account_not_found');
