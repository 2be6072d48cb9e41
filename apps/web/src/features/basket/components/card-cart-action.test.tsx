import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CREME, MOUSSE, storeLocalBasket } from '../../../test/fixtures.ts';
import { renderInApp, stubApi } from '../../../test/render-app.tsx';
import { CardCartAction } from './card-cart-action.tsx';

const FLACON = MOUSSE.declinaisons[0]!;

describe('card add button', () => {
  it('adds the default variant and then links to the checkout', async () => {
    const fetchMock = stubApi();
    await renderInApp(<CardCartAction declinaison={FLACON} label={MOUSSE.label} />);
    fireEvent.click(screen.getByRole('button', { name: `Ajouter ${MOUSSE.label} au panier` }));
    const link = await screen.findByRole('link', { name: /est dans le panier/u });
    expect(link.getAttribute('href')).toBe('/fr/checkout');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/paniers/qtt', expect.anything()));
  });

  it('links to the checkout when the variant is already in the basket', async () => {
    storeLocalBasket({ [FLACON.id]: 1 });
    await renderInApp(<CardCartAction declinaison={FLACON} label={MOUSSE.label} />);
    expect(screen.getByRole('link', { name: /est dans le panier/u }).textContent).toBe('Dans le panier');
  });

  it('cannot add a variant out of stock, and says which product is unavailable', async () => {
    await renderInApp(<CardCartAction declinaison={CREME.declinaisons[0]!} label={CREME.label} />);
    const button = screen.getByRole('button', { name: `${CREME.label} : indisponible` }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Indisponible');
  });
});
