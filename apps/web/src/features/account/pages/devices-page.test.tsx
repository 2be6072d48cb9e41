import type { DeviceSession } from '@boutique/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderAccountApp, storeSession } from '../test/account-fixtures.ts';
import { makeAreaServer } from '../test/area-fixtures.ts';

const session = (overrides: Partial<DeviceSession>): DeviceSession => ({
  id: 1,
  appareil: 'Firefox · Windows',
  created: '2026-11-20T09:00:00.000Z',
  derniere_utilisation: '2026-11-28T18:30:00.000Z',
  courante: true,
  ...overrides,
});

/** The sessions routes over a list the test starts with, applying the sign-outs. */
function sessionsServer() {
  let list = [
    session({}),
    session({ id: 2, appareil: 'Safari · iOS', courante: false }),
    session({ id: 3, appareil: '', courante: false }),
  ];
  return makeAreaServer({
    'GET /sessions': () => ({ body: { code: 200, datas: list } }),
    'DELETE /sessions/:id': (_body, path) => {
      list = list.filter((entry) => entry.id !== Number(path.split('/').at(-1)));
      return { body: { code: 200 } };
    },
    'DELETE /sessions': () => {
      const revoquees = list.filter((entry) => !entry.courante).length;
      list = list.filter((entry) => entry.courante);
      return { body: { code: 200, revoquees } };
    },
  });
}

const FIRST_PAINT = { timeout: 5000 };

describe('signed-in devices page', () => {
  beforeAll(() => import('./account-routes.tsx'), 20_000);

  it('lists the devices, this one marked, and signs one out after a confirmation, then all the others', async () => {
    storeSession();
    const { server, areaCalls } = sessionsServer();
    await renderAccountApp('/fr/mon-compte/appareils', server);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Firefox · Windows · cet appareil' }, FIRST_PAINT),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Appareil inconnu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Appareils connectés' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('button', { name: 'Déconnecter Firefox · Windows' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Déconnecter Safari · iOS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Déconnecter un appareil' });
    expect(dialog.textContent).toContain('Déconnecter Safari · iOS ? Il faudra s’y reconnecter.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Déconnecter' }));
    expect(await screen.findByText('Safari · iOS est déconnecté.')).toBeTruthy();
    expect(areaCalls('DELETE /sessions/:id').map((call) => call.path)).toEqual(['/sessions/2']);
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Safari · iOS' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Déconnecter tous les autres appareils' }));
    const all = await screen.findByRole('dialog', { name: 'Déconnecter un appareil' });
    expect(all.textContent).toContain('Déconnecter l’autre appareil ?');
    fireEvent.click(within(all).getByRole('button', { name: 'Déconnecter' }));
    expect(await screen.findByText('1 appareil déconnecté.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Déconnecter tous les autres appareils' })).toBeNull(),
    );
  });
});
