import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { REFERRAL_STORAGE_KEY } from './referral.ts';

describe('referral capture', () => {
  it('remembers the code of a shared link opened on any page', async () => {
    await renderApp('/fr/faq?parrain=camille7kq2');
    expect(window.localStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('CAMILLE7KQ2');
  });

  it('keeps the remembered code when a page has none', async () => {
    window.localStorage.setItem(REFERRAL_STORAGE_KEY, 'LEA2345');
    await renderApp('/fr/accueil');
    expect(window.localStorage.getItem(REFERRAL_STORAGE_KEY)).toBe('LEA2345');
  });
});
