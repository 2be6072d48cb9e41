import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '../../../lib/storage-keys.ts';
import { BASKET_ID, storeLocalBasket } from '../../../test/fixtures.ts';
import { makeAccountServer, renderAccountApp, storedSession, storeSession } from '../test/account-fixtures.ts';

describe('sign-out', () => {
  it('revokes the token, forgets it, starts a fresh basket and goes to sign-in', async () => {
    storeSession();
    storeLocalBasket({ 1: 2 });
    const server = makeAccountServer({ 'POST /sign/out': { body: { code: 200 } } });
    server.basket.seed(BASKET_ID, { 1: 2 });
    const { currentPath } = await renderAccountApp('/fr/sign/out', server);

    await waitFor(() => expect(currentPath()).toBe('/fr/sign'));
    expect(server.callsTo('POST /sign/out')).toHaveLength(1);
    expect(server.callsTo('POST /sign/out')[0]?.authorization).toBe('Bearer token-camille');
    expect(storedSession()).toBeNull();
    await waitFor(() => expect(window.localStorage.getItem(LOCAL_KEYS.cartId)).not.toBe(BASKET_ID));
    expect(window.localStorage.getItem(LOCAL_KEYS.cartItems)).toBe('{}');
  });

  it('forgets the token even when the server cannot be reached', async () => {
    storeSession();
    const server = makeAccountServer();
    const handle = server.handle;
    server.handle = (url, init) => {
      if (url.endsWith('/sign/out')) throw new TypeError('Failed to fetch');
      return handle(url, init);
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { currentPath } = await renderAccountApp('/fr/sign/out', server);
    await waitFor(() => expect(currentPath()).toBe('/fr/sign'));
    expect(storedSession()).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
