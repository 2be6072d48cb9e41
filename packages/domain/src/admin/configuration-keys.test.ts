import { describe, expect, it } from 'vitest';
import { configurationErrorsOf, configurationKeySpec } from './configuration-keys.ts';

describe('typed configuration values', () => {
  it('wants whole cents from 0 for the free-delivery threshold', () => {
    expect(configurationErrorsOf('livraison.franco_cents', '9000')).toEqual({});
    expect(configurationErrorsOf('livraison.franco_cents', '0')).toEqual({});
    for (const bad of ['-1', '90,00', '90.5', 'beaucoup', '', '100000001']) {
      expect(configurationErrorsOf('livraison.franco_cents', bad), bad).toHaveProperty('valeur');
    }
  });

  it('wants basis points between 0 and 10 000 for the ambassador rates', () => {
    expect(configurationErrorsOf('ambassadeur.commission_bps', '10000')).toEqual({});
    expect(configurationErrorsOf('ambassadeur.commission_bps', '10001')).toHaveProperty('valeur');
    expect(configurationErrorsOf('ambassadeur.remise_bps', '-5')).toHaveProperty('valeur');
  });

  it('checks the company identity and the home settings', () => {
    expect(configurationErrorsOf('societe.email', 'contact@orcaviar.example')).toEqual({});
    expect(configurationErrorsOf('societe.email', 'contact')).toHaveProperty('valeur');
    expect(configurationErrorsOf('societe.siret', '912 483 567 00018')).toEqual({});
    expect(configurationErrorsOf('societe.siret', '1234')).toHaveProperty('valeur');
    expect(
      configurationErrorsOf('accueil.hero_zones', '[{"produit_id":3,"x":1,"y":2,"width":10,"height":20}]'),
    ).toEqual({});
    expect(configurationErrorsOf('accueil.hero_zones', '[{"x":1}]')).toHaveProperty('valeur');
    expect(configurationErrorsOf('accueil.hero_zones', 'pas du json')).toHaveProperty('valeur');
    expect(configurationErrorsOf('accueil.hero_visuel', '')).toEqual({});
  });

  it('keeps an unknown key as free text, and never types an inherited name', () => {
    expect(configurationKeySpec('essai.libre')).toBeNull();
    expect(configurationErrorsOf('essai.libre', 'n’importe quoi')).toEqual({});
    expect(configurationKeySpec('constructor')).toBeNull();
    expect(configurationKeySpec('livraison.franco_cents')?.kind).toBe('cents');
  });
});
