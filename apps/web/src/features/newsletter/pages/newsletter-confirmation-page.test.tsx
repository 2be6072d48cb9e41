import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** Opens the confirmation page with POST /api/newsletters/confirmation answering `answer`. */
async function openConfirmation(answer: Response) {
  const view = await renderApp('/fr/newsletter/confirmation/jeton-de-confirmation-123');
  const appFetch = view.fetchMock.getMockImplementation();
  view.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith('/api/newsletters/confirmation') ? answer.clone() : appFetch!(input, init),
  );
  return view;
}

describe('newsletter confirmation page', () => {
  it('confirms the subscription from the mailed link, once, and says so', async () => {
    const view = await openConfirmation(jsonResponse({ code: 200, message: 'Confirmée' }));
    expect(await screen.findByText('Votre inscription est confirmée. À très bientôt.')).toBeTruthy();
    const calls = view.fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/newsletters/confirmation'));
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]![1]?.body))).toEqual({ jeton: 'jeton-de-confirmation-123' });
  });

  it('explains a used or expired link and how to start again', async () => {
    await openConfirmation(jsonResponse({ code: 400, message: 'Lien invalide' }, 400));
    expect(await screen.findByText(/n’est plus valide/u)).toBeTruthy();
  });
});
