import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onConsentChange, readConsent } from '../../lib/consent.ts';
import { renderApp } from '../../test/render-app.tsx';

const CONSENT_COOKIES = ['od', 'od_analytic', 'od_marketing'];

function clearConsentCookies() {
  for (const name of CONSENT_COOKIES) document.cookie = `${name}=; Path=/; Max-Age=0`;
}

/** The cookies as the page sees them: name → value. */
function cookieJar(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => part.split('=') as [string, string]),
  );
}

const banner = () => screen.queryByRole('region', { name: 'Vos cookies, votre choix' });
const settings = () => screen.queryByRole('dialog', { name: 'Paramètres des cookies' });

describe('cookie consent', () => {
  beforeEach(clearConsentCookies);
  afterEach(clearConsentCookies);

  it('shows the banner on a first visit, with refuse and accept side by side in the same style', async () => {
    await renderApp('/fr/accueil');
    const region = await screen.findByRole('region', { name: 'Vos cookies, votre choix' });
    expect(within(region).getByRole('heading', { level: 2 })).toBeTruthy();
    const refuse = within(region).getByRole('button', { name: 'Tout refuser' });
    const accept = within(region).getByRole('button', { name: 'Tout accepter' });
    expect(refuse.className).toBe(accept.className);
    expect(refuse.parentElement).toBe(accept.parentElement);
    expect(within(region).getByRole('link', { name: 'En savoir plus sur les cookies' }).getAttribute('href')).toBe(
      '/fr/conditions/cookies',
    );
    // A region, not a modal: the page stays usable and nothing is set before a choice.
    expect(settings()).toBeNull();
    expect(readConsent()).toBeNull();
    expect(cookieJar().od).toBeUndefined();
  });

  it('accepts everything in one click and writes the three cookies', async () => {
    const listener = vi.fn();
    const unsubscribe = onConsentChange(listener);
    await renderApp('/fr/accueil');
    fireEvent.click(await screen.findByRole('button', { name: 'Tout accepter' }));
    expect(banner()).toBeNull();
    const jar = cookieJar();
    expect(jar).toMatchObject({ od_analytic: '1', od_marketing: '1' });
    expect(Number(jar.od)).toBeGreaterThan(Date.now() - 60_000);
    expect(listener).toHaveBeenCalledWith(
      expect.objectContaining({ necessary: true, analytic: true, marketing: true }),
    );
    unsubscribe();
  });

  it('refuses everything in one click', async () => {
    await renderApp('/fr/accueil');
    fireEvent.click(await screen.findByRole('button', { name: 'Tout refuser' }));
    expect(banner()).toBeNull();
    expect(cookieJar()).toMatchObject({ od_analytic: '0', od_marketing: '0' });
    expect(readConsent()).toMatchObject({ analytic: false, marketing: false });
  });

  it('does not show the banner again once a choice is stored', async () => {
    document.cookie = `od=${Date.now()}; Path=/`;
    document.cookie = 'od_analytic=0; Path=/';
    document.cookie = 'od_marketing=1; Path=/';
    await renderApp('/fr/accueil');
    await screen.findByRole('contentinfo');
    expect(banner()).toBeNull();
    expect(readConsent()).toMatchObject({ analytic: false, marketing: true });
  });

  it('hides the banner while the settings are open, and brings it back on cancel when nothing was chosen', async () => {
    await renderApp('/fr/accueil');
    fireEvent.click(await screen.findByRole('button', { name: 'Personnaliser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paramètres des cookies' });
    expect(banner()).toBeNull();
    // Opt-in: the optional purposes start off, the necessary one is on and cannot be changed.
    const necessary = within(dialog).getByRole<HTMLInputElement>('switch', { name: /Nécessaires/u });
    expect(necessary.checked).toBe(true);
    expect(necessary.disabled).toBe(true);
    expect(within(dialog).getByRole<HTMLInputElement>('switch', { name: 'Mesure d’audience' }).checked).toBe(false);
    expect(within(dialog).getByRole<HTMLInputElement>('switch', { name: 'Marketing' }).checked).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(settings()).toBeNull());
    expect(await screen.findByRole('region', { name: 'Vos cookies, votre choix' })).toBeTruthy();
    expect(cookieJar().od).toBeUndefined();
  });

  it('saves the switches of the settings', async () => {
    await renderApp('/fr/accueil');
    fireEvent.click(await screen.findByRole('button', { name: 'Personnaliser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paramètres des cookies' });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Mesure d’audience' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(settings()).toBeNull());
    expect(banner()).toBeNull();
    expect(cookieJar()).toMatchObject({ od_analytic: '1', od_marketing: '0' });
  });

  it('opens the settings from the footer’s button, with the stored choice', async () => {
    document.cookie = `od=${Date.now()}; Path=/`;
    document.cookie = 'od_analytic=1; Path=/';
    document.cookie = 'od_marketing=0; Path=/';
    await renderApp('/fr/accueil');
    const opener = await screen.findByRole('button', { name: 'Gérer les cookies' });
    act(() => opener.click());
    const dialog = await screen.findByRole('dialog', { name: 'Paramètres des cookies' });
    expect(within(dialog).getByRole<HTMLInputElement>('switch', { name: 'Mesure d’audience' }).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(settings()).toBeNull());
    // A choice exists: cancelling does not bring the banner back.
    expect(banner()).toBeNull();
  });

  it('writes each cookie for the whole site, Lax, for 13 months', async () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor?.set?.call(document, value);
    });
    await renderApp('/fr/accueil');
    fireEvent.click(await screen.findByRole('button', { name: 'Tout refuser' }));
    expect(written).toHaveLength(3);
    expect(written.map((line) => line.split('=')[0])).toEqual(['od_analytic', 'od_marketing', 'od']);
    for (const line of written) {
      expect(line).toContain('; Path=/; Max-Age=34128000; SameSite=Lax');
      // The test page is http: Secure is added only on https.
      expect(line).not.toContain('Secure');
    }
  });
});
