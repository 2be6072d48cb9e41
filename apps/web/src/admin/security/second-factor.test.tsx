import type { SecondFactorStatus } from '@boutique/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeApiStandIn } from '../../test/api-stand-in.ts';
import { storeAdminSession } from '../../test/admin-session.ts';
import { loadBackOffice } from '../../test/load-back-office.ts';
import { renderApp } from '../../test/render-app.tsx';

vi.mock('qrcode', () => ({ default: { toDataURL: vi.fn(async () => 'data:image/png;base64,UVI=') } }));
const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn(async () => ({ id: 'cle-1', type: 'public-key' })) }));
vi.mock('@simplewebauthn/browser', () => webauthn);

const FIRST_PAINT = { timeout: 5000 };
const CODES = ['7KQ2MX9PLD', 'A1B2C3D4E5', ...Array.from({ length: 8 }, (_, index) => `ZZZZZZZZZ${index}`)];
const status = (overrides: Partial<SecondFactorStatus>): { body: SecondFactorStatus } => ({
  body: {
    code: 200,
    inscrit: true,
    totp: true,
    passkeys: [],
    verifie: true,
    obligatoire: false,
    codes_restants: 10,
    ...overrides,
  },
});
const wrongCode = {
  status: 400,
  body: { code: 400, message: 'Code incorrect.', errors: {}, reason: 'second_factor_code_incorrect' },
};

const typeCode = (code: string, submit: string) => {
  fireEvent.change(screen.getByLabelText(/Code de vérification/u), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: submit }));
};

describe('the back office’s second factor', () => {
  beforeAll(loadBackOffice, 60_000);
  beforeEach(() => storeAdminSession());

  it('asks a session for its code before the back office, says a wrong one, opens on the right one', async () => {
    let proven = false;
    const server = makeApiStandIn({
      'GET /double-facteur': () => status({ verifie: proven }),
      'POST /double-facteur/verification': (call) => {
        if ((call.body as { code_verification: string }).code_verification !== '123456') return wrongCode;
        proven = true;
        return { body: { code: 200 } };
      },
    });
    await renderApp('/fr/ad/securite', { basketServer: server });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vérification en deux étapes' }, FIRST_PAINT),
    ).toBeTruthy();
    typeCode('12', 'Confirmer');
    expect(await screen.findByText('Saisissez 6 chiffres, ou un code de secours de 10 caractères.')).toBeTruthy();
    expect(server.callsTo('POST /double-facteur/verification')).toHaveLength(0);
    typeCode('654 321', 'Confirmer');
    expect(await screen.findByText(/Ce code n’est pas valable/u)).toBeTruthy();
    typeCode('123 456', 'Confirmer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sécurité du compte' })).toBeTruthy();
    expect(screen.getByText(/10 codes de secours restants/u)).toBeTruthy();
  });

  it('opens the back office with a passkey when the account has no app, asking no code', async () => {
    let proven = false;
    const passkeys = [{ id: 4, nom: 'MacBook', created: '2026-11-20T09:00:00.000Z', derniere_utilisation: null }];
    const server = makeApiStandIn({
      'GET /double-facteur': () => status({ totp: false, passkeys, verifie: proven, codes_restants: 0 }),
      'POST /double-facteur/passkeys/defi': { body: { code: 200, options: { challenge: 'defi', rpId: 'localhost' } } },
      'POST /double-facteur/passkeys/verification': () => {
        proven = true;
        return { body: { code: 200 } };
      },
    });
    await renderApp('/fr/ad/securite', { basketServer: server });
    expect(
      await screen.findByText('Utilisez votre clé d’accès pour ouvrir l’administration.', {}, FIRST_PAINT),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/Code de vérification/u)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser une clé d’accès' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sécurité du compte' })).toBeTruthy();
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'defi', rpId: 'localhost' },
    });
    expect(server.callsTo('POST /double-facteur/passkeys/verification')[0]?.body).toEqual({
      reponse: { id: 'cle-1', type: 'public-key' },
    });
    expect(screen.getByRole('button', { name: 'Retirer la clé MacBook' })).toBeTruthy();
  });

  it('has staff enrol an app when the shop requires it, then shows the recovery codes once', async () => {
    let enrolled = false;
    const server = makeApiStandIn({
      'GET /double-facteur': () => status({ inscrit: enrolled, totp: enrolled, verifie: enrolled, obligatoire: true }),
      'POST /double-facteur/totp': {
        body: { code: 200, secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Boutique:alix?secret=JBSWY3DPEHPK3PXP' },
      },
      'POST /double-facteur/totp/confirmation': () => {
        enrolled = true;
        return { body: { code: 200, codes_secours: CODES } };
      },
    });
    await renderApp('/fr/ad/journal', { basketServer: server });
    expect(await screen.findByRole('heading', { level: 1, name: 'Second facteur requis' }, FIRST_PAINT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Configurer une application' }));
    expect(await screen.findByRole('img', { name: /QR code à scanner/u })).toBeTruthy();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    typeCode('123456', 'Activer');
    const codes = await screen.findByRole('region', { name: 'Vos codes de secours' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('7KQ2M-X9PLD');
    fireEvent.click(screen.getByRole('button', { name: 'J’ai noté mes codes, continuer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Journal d’activité' }, FIRST_PAINT)).toBeTruthy();
  });

  it('asks for a fresh code when a sensitive action finds the proof too old, then sends the action again', async () => {
    let proofAge = 11;
    const server = makeApiStandIn({
      'GET /double-facteur': () => status({}),
      'POST /double-facteur/codes-secours': () =>
        proofAge > 10
          ? {
              status: 403,
              body: { code: 403, message: 'Confirmez à nouveau.', errors: {}, reason: 'second_factor_stale' },
            }
          : { body: { code: 200, codes_secours: CODES } },
      'POST /double-facteur/verification': () => {
        proofAge = 0;
        return { body: { code: 200 } };
      },
    });
    await renderApp('/fr/ad/securite', { basketServer: server });
    fireEvent.click(await screen.findByRole('button', { name: 'Générer de nouveaux codes de secours' }, FIRST_PAINT));
    const confirm = await screen.findByRole('dialog', { name: 'Générer de nouveaux codes de secours' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Générer' }));
    const stepUp = await screen.findByRole('dialog', { name: 'Confirmez votre identité' });
    fireEvent.change(within(stepUp).getByLabelText(/Code de vérification/u), { target: { value: '123456' } });
    fireEvent.click(within(stepUp).getByRole('button', { name: 'Confirmer' }));
    expect(await screen.findByText('Dix nouveaux codes de secours ont été générés.')).toBeTruthy();
    expect(server.callsTo('POST /double-facteur/codes-secours')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmez votre identité' })).toBeNull());
  });
});
