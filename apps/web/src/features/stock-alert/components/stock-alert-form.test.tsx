import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render-app.tsx';
import { StockAlertForm } from './stock-alert-form.tsx';

/** Answers the alert request with `answer`, and lists the bodies sent. */
function stubAlertApi(answer: () => Response = () => jsonResponse({ code: 202 }, 202)) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  const requests = () =>
    fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) as unknown }));
  return { requests };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StockAlertForm', () => {
  it('asks for an address under its consent wording, and thanks in a live region (fr)', async () => {
    const api = stubAlertApi();
    await renderInApp(<StockAlertForm declinaisonId={5} />);
    expect(screen.getByRole('region', { name: 'Me prévenir du retour' })).toBeTruthy();
    const field = screen.getByLabelText(/^Votre adresse e-mail/u);
    const hint = document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toContain(
      'uniquement à vous prévenir de ce retour, une seule fois, puis elle est effacée',
    );

    fireEvent.change(field, { target: { value: 'Claire@Exemple.fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Me prévenir' }));
    const status = await screen.findByText('Nous vous écrirons dès son retour.');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(api.requests()).toEqual([
      {
        url: expect.stringMatching(/\/api\/declinaisons\/5\/alerte$/u),
        body: { mail: 'claire@exemple.fr', langue: 'fr' },
      },
    ]);
  });

  it('sends the page’s language and answers in it (en)', async () => {
    const api = stubAlertApi();
    await renderInApp(<StockAlertForm declinaisonId={5} />, { locale: 'en' });
    expect(screen.getByRole('region', { name: 'Notify me when it is back' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Your e-mail address/u), { target: { value: 'ben@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'We will write to you as soon as it is back.',
    );
    expect(api.requests()[0]?.body).toEqual({ mail: 'ben@example.com', langue: 'en' });
  });

  it('names a malformed address on the field without calling the server', async () => {
    const api = stubAlertApi();
    await renderInApp(<StockAlertForm declinaisonId={5} />);
    fireEvent.change(screen.getByLabelText(/^Votre adresse e-mail/u), { target: { value: 'claire' } });
    fireEvent.click(screen.getByRole('button', { name: 'Me prévenir' }));
    expect(await screen.findByText('Adresse e-mail invalide.')).toBeTruthy();
    expect(api.requests()).toEqual([]);
  });

  it('says when too many requests were made, in the page’s language', async () => {
    stubAlertApi(() => jsonResponse({ code: 429, message: 'Rate limit exceeded', errors: {} }, 429));
    await renderInApp(<StockAlertForm declinaisonId={5} />, { locale: 'en' });
    fireEvent.change(screen.getByLabelText(/^Your e-mail address/u), { target: { value: 'ben@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Too many attempts'));
  });
});
