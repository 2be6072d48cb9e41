import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../lib/i18n-react.tsx';
import { createTestI18n } from '../../test/render-app.tsx';
import { ShareButtons } from './share-buttons.tsx';

const URL_ = 'https://orcaviar.example/fr/cosmetique/3-creme';

async function renderShare() {
  const i18n = await createTestI18n('fr');
  return render(
    <I18nProvider i18n={i18n}>
      <ShareButtons url={URL_} title="Crème – Maison Orcaviar" imageUrl="https://orcaviar.example/m.jpg" />
    </I18nProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('share buttons', () => {
  it('offers the seven networks as links, opening in a new tab but mail', async () => {
    await renderShare();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(7);
    expect(screen.getByRole('link', { name: 'Partager sur Facebook (nouvel onglet)' }).getAttribute('target')).toBe(
      '_blank',
    );
    expect(screen.getByRole('link', { name: 'Partager par e-mail' }).hasAttribute('target')).toBe(false);
  });

  it('copies the address and says so in a polite live region', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderShare();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Copier le lien' })));
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(screen.getByRole('status').textContent).toBe('Lien copié dans le presse-papiers.');
  });

  it('shows the address when copying fails', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    await renderShare();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Copier le lien' })));
    expect(screen.getByRole('status').textContent).toContain(URL_);
  });
});
