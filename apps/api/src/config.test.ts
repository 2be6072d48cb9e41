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

  it('takes an SMS provider whole or not at all, with a sender the operators accept', () => {
    const sms = { SMS_API_URL: 'https://sms.example/v1/send', SMS_API_TOKEN: 'jeton' };
    expect(loadConfig(sms).SMS_SENDER).toBe('Orcaviar');
    expect(() => loadConfig({ SMS_API_URL: sms.SMS_API_URL })).toThrow(/set both/u);
    expect(() => loadConfig({ SMS_API_TOKEN: 'jeton' })).toThrow(/set both/u);
    expect(() => loadConfig({ ...sms, SMS_API_URL: 'pas une adresse' })).toThrow(/not an address/u);
    expect(() => loadConfig({ ...sms, SMS_SENDER: 'Maison Orcaviar' })).toThrow(/SMS_SENDER/u);
  });

  it('takes a media bucket whole or not at all', () => {
    const bucket = {
      S3_ENDPOINT: 'https://s3.example',
      S3_BUCKET: 'medias',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'cle',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(bucket).S3_FORCE_PATH_STYLE).toBe('false');
    expect(loadConfig({ ...bucket, S3_FORCE_PATH_STYLE: 'true' }).S3_FORCE_PATH_STYLE).toBe('true');
    expect(() => loadConfig({ ...bucket, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /S3_SECRET_ACCESS_KEY: required to store media in a bucket/u,
    );
    expect(() => loadConfig({ S3_BUCKET: 'medias' })).toThrow(/S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID/u);
    expect(() => loadConfig({ ...bucket, S3_ENDPOINT: 'pas une adresse' })).toThrow(/S3_ENDPOINT: not an address/u);
    expect(() => loadConfig({ ...bucket, S3_FORCE_PATH_STYLE: 'oui' })).toThrow(/S3_FORCE_PATH_STYLE/u);
  });
});
