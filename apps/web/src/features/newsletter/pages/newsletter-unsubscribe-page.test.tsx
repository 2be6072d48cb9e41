import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const JETON = '6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f';
const API = `/api/newsletters/desinscription/${JETON}`;

/** Opens the unsubscribe page with its API call answering `answer`. */
async function openUnsubscribe(answer: Response, language = 'fr') {
  const view = await renderApp(`/${language}/newsletter/desinscription/${JETON}`);
  const appFetch = view.fetchMock.getMockImplementation();
  view.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith(API) ? answer.clone() : appFetch!(input, init),
  );
  return view;
}
const apiCalls = (view: Awaited<ReturnType<typeof openUnsubscribe>>) =>
  view.fetchMock.mock.calls.filter(([url]) => String(url).endsWith(API));

describe('newsletter unsubscribe page', () => {
  it('asks first (a mail scanner opening the link unsubscribes nobody), then unsubscribes once', async () => {
    const view = await openUnsubscribe(jsonResponse({ code: 200, message: 'ok' }));
    expect(await screen.findByText('Ne plus recevoir les nouvelles de Maison Orcaviar à cette adresse ?')).toBeTruthy();
    expect(apiCalls(view)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Me désinscrire' }));
    expect(await screen.findByText(/C’est fait : vous ne recevrez plus nos nouvelles/u)).toBeTruthy();
    expect(apiCalls(view)).toHaveLength(1);
    expect(apiCalls(view)[0]![1]?.method).toBe('POST');
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toBeTruthy();
  });

  it('sends an invalid link to the contact page, in the page’s language', async () => {
    await openUnsubscribe(jsonResponse({ code: 400, message: 'Lien invalide' }, 400), 'en');
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe me' }));
    expect(await screen.findByText(/This unsubscribe link is not valid/u)).toBeTruthy();
    const page = screen.getByRole('region', { name: 'Unsubscribe' });
    expect(within(page).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/en/contact');
  });
});
