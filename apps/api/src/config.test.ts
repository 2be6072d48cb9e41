import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  const publicSite = { APP_ENV: 'production', PUBLIC_URL: 'https://boutique.example' };

  it('refuses a public production site with simulated payments unless explicitly allowed', () => {
    expect(() => loadConfig(publicSite)).toThrow(/ALLOW_SIMULATED_PAYMENTS/u);
    expect(loadConfig({ ...publicSite, ALLOW_SIMULATED_PAYMENTS: 'true' }).APP_ENV).toBe('production');
    expect(
      loadConfig({ ...publicSite, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).PUBLIC_URL,
    ).toBe('https://boutique.example');
  });

  it('runs the local demonstration shop (npm start) with simulated payments', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ APP_ENV: 'staging', PUBLIC_URL: 'https://recette.example' }).APP_ENV).toBe('staging');
  });
});
