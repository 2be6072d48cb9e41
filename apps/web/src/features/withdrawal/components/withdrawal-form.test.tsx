import type { WithdrawableOrder } from '@boutique/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeApiStandIn } from '../../../test/api-stand-in.ts';
import { renderInApp } from '../../../test/render-app.tsx';
import { WithdrawalForm } from './withdrawal-form.tsx';

const ORDER: WithdrawableOrder = {
  numero: 'OC-2026-000042',
  ouverte: true,
  echeance: '2026-06-17T21:59:59.999Z',
  lignes: [
    { declinaison: 11, produit_label: 'Crème au caviar', label: 'Pot 50 ml', qtt: 2, retournable: 2, scelle: true },
    { declinaison: 12, produit_label: 'Sérum', label: '30 ml', qtt: 1, retournable: 0, scelle: false },
  ],
};

function stand(lookup: Parameters<typeof makeApiStandIn>[0][string]) {
  const server = makeApiStandIn({
    'POST /retractations/commande': lookup,
    'POST /retractations': {
      body: {
        code: 200,
        data: { id: 5, numero: ORDER.numero, created: '2026-06-10T08:30:00.000Z', email: 'camille@exemple.fr' },
      },
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => server.handle(url, init)),
  );
  return server;
}

const fillLookup = () => {
  fireEvent.change(screen.getByLabelText(/^Numéro de commande/u), { target: { value: 'oc-2026-000042' } });
  fireEvent.change(screen.getByLabelText(/^Adresse e-mail utilisée/u), { target: { value: 'camille@exemple.fr' } });
  fireEvent.click(screen.getByRole('button', { name: 'Afficher ma commande' }));
};

describe('the withdrawal function', () => {
  it('takes the statement, reads it back, and withdraws only on "Confirmer la rétractation"', async () => {
    const server = stand({ body: { code: 200, data: ORDER } });
    await renderInApp(<WithdrawalForm initial={{ numero: '', email: '', nom: 'Camille Durand' }} />);
    fillLookup();

    const heading = await screen.findByRole('heading', { name: 'Commande OC-2026-000042' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(server.callsTo('POST /retractations/commande')[0]?.body).toEqual({
      numero: 'OC-2026-000042',
      email: 'camille@exemple.fr',
    });
    // The line already refunded is not offered; the sealed one is flagged.
    expect(screen.queryByLabelText(/Sérum/u)).toBeNull();
    expect(screen.getByText(/descellé après la livraison peut être refusé/u)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choisissez au moins un article.');
    fireEvent.change(screen.getByLabelText('Quantité à retourner : Crème au caviar Pot 50 ml'), {
      target: { value: '1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));

    const review = await screen.findByRole('heading', { name: 'Vérifiez votre déclaration' });
    await waitFor(() => expect(document.activeElement).toBe(review));
    expect(screen.getByText('1 × Crème au caviar – Pot 50 ml')).toBeTruthy();
    expect(screen.getByText('Camille Durand')).toBeTruthy();
    expect(server.callsTo('POST /retractations')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Confirmer la rétractation' }));
    expect(await screen.findByRole('heading', { name: 'Votre rétractation est enregistrée' })).toBeTruthy();
    expect(server.callsTo('POST /retractations')[0]?.body).toEqual({
      numero: 'OC-2026-000042',
      email: 'camille@exemple.fr',
      nom: 'Camille Durand',
      type: 'retractation',
      message: '',
      lignes: [{ declinaison: 11, qtt: 1 }],
    });
    expect(screen.getByText(/enregistrée le 10 juin 2026 à 10:30 \(heure de Paris\)/u)).toBeTruthy();
  });

  it('refuses a contact address the server would refuse, before the review', async () => {
    stand({ body: { code: 200, data: ORDER } });
    await renderInApp(<WithdrawalForm initial={{ numero: '', email: '', nom: 'Camille Durand' }} />);
    fillLookup();
    await screen.findByRole('heading', { name: 'Commande OC-2026-000042' });
    fireEvent.change(screen.getByLabelText('Quantité à retourner : Crème au caviar Pot 50 ml'), {
      target: { value: '1' },
    });
    const contact = screen.getByLabelText(/^Adresse e-mail de contact/u);
    fireEvent.change(contact, { target: { value: 'camille@exemple..fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(contact.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(contact.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Indiquez une adresse e-mail valide.',
    );
    expect(screen.queryByRole('heading', { name: 'Vérifiez votre déclaration' })).toBeNull();

    fireEvent.change(contact, { target: { value: ' Camille@Exemple.fr ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('heading', { name: 'Vérifiez votre déclaration' })).toBeTruthy();
  });

  it('announces an unknown order in the page’s language, the same for a wrong number or mail', async () => {
    stand({
      status: 404,
      body: {
        code: 404,
        message: 'Aucune commande…',
        errors: {},
        reason: 'withdrawal_order_unknown',
        fieldReasons: {},
      },
    });
    await renderInApp(<WithdrawalForm initial={{ numero: '', email: '', nom: '' }} />, {
      locale: 'de',
      path: '/de/retractation',
    });
    fireEvent.change(screen.getByLabelText(/^Bestellnummer/u), { target: { value: 'OC-1' } });
    fireEvent.change(screen.getByLabelText(/^Bei der Bestellung/u), { target: { value: 'x@exemple.fr' } });
    fireEvent.click(screen.getByRole('button', { name: 'Meine Bestellung anzeigen' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Keine Bestellung entspricht dieser Nummer und dieser E-Mail-Adresse.',
    );
  });
});
