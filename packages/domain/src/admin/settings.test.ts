import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME_RITUALS } from '../contracts/home.ts';
import { hundredthsText, parseHundredths } from '../money.ts';
import {
  AccueilSettingsSchema,
  AmbassadeursSettingsSchema,
  isInternalConfigurationKey,
  LivraisonSettingsSchema,
  settingsFromStored,
  settingsToStored,
  SocieteSettingsSchema,
} from './settings.ts';

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('settings topics', () => {
  it('reads the delivery threshold in cents and stores it back as the same text', () => {
    const values = settingsFromStored('livraison', new Map([['livraison.franco_cents', '9000']]));
    expect(values).toEqual({ franco_cents: 9000 });
    // The form shows euros: 9000 cents are "90", and "90,5" typed back are 9050 cents.
    expect(hundredthsText(values.franco_cents)).toBe('90');
    expect(parseHundredths('90,5')).toBe(9050);
    expect(settingsToStored('livraison', { franco_cents: 9050 })).toEqual({ 'livraison.franco_cents': '9050' });
  });

  it('bounds the threshold: whole cents from 0 (never free) to 100 000 €', () => {
    expect(LivraisonSettingsSchema.safeParse({ franco_cents: 0 }).success).toBe(true);
    expect(LivraisonSettingsSchema.safeParse({ franco_cents: 10_000_000 }).success).toBe(true);
    for (const bad of [-1, 10_000_001, 12.5]) {
      expect(fieldsOf(LivraisonSettingsSchema.safeParse({ franco_cents: bad })), String(bad)).toEqual(['franco_cents']);
    }
  });

  it('reads the ambassador rates in basis points, missing ones as the programme’s 10 %', () => {
    const values = settingsFromStored('ambassadeurs', new Map([['ambassadeur.commission_bps', '1250']]));
    expect(values).toEqual({ commission_bps: 1250, remise_bps: 1000 });
    expect(hundredthsText(values.commission_bps)).toBe('12,5');
    expect(settingsToStored('ambassadeurs', { commission_bps: 550, remise_bps: 1000 })).toEqual({
      'ambassadeur.commission_bps': '550',
      'ambassadeur.remise_bps': '1000',
    });
  });

  it('bounds the rates between 0,01 % and 100 %', () => {
    expect(AmbassadeursSettingsSchema.safeParse({ commission_bps: 10_000, remise_bps: 1 }).success).toBe(true);
    expect(fieldsOf(AmbassadeursSettingsSchema.safeParse({ commission_bps: 10_001, remise_bps: 0 }))).toEqual([
      'commission_bps',
      'remise_bps',
    ]);
  });

  it('refuses a key the topic does not own, internal ones first', () => {
    const result = LivraisonSettingsSchema.safeParse({ franco_cents: 9000, 'seed.demo': 'x' });
    expect(result.success).toBe(false);
    expect(isInternalConfigurationKey('seed.demo')).toBe(true);
    expect(isInternalConfigurationKey('secret.signature')).toBe(true);
    expect(isInternalConfigurationKey('livraison.franco_cents')).toBe(false);
  });

  it('checks the company identity field by field, optional registrations left blank', () => {
    const valid = {
      ...settingsFromStored('societe', new Map()),
      nom: 'Maison Orcaviar',
      adresse: '1 rue de la Paix',
      code_postal: '75002',
      ville: 'Paris',
      pays: 'France',
      email: 'contact@orcaviar.example',
    };
    expect(SocieteSettingsSchema.safeParse(valid).success).toBe(true);
    expect(SocieteSettingsSchema.parse({ ...valid, siret: '912 483 567 00018' }).siret).toBe('91248356700018');
    const broken = SocieteSettingsSchema.safeParse({ ...valid, nom: ' ', email: 'contact', siret: '1234' });
    expect(fieldsOf(broken).sort()).toEqual(['email', 'nom', 'siret']);
  });

  it('reads the home page with the default rituals and stores lists as JSON', () => {
    const zones = [{ produit_id: 3, x: 1, y: 2, width: 10, height: 20 }];
    const values = settingsFromStored(
      'accueil',
      new Map([
        ['accueil.hero_visuel', '12'],
        ['accueil.hero_zones', JSON.stringify(zones)],
        ['accueil.rituels', JSON.stringify([{ cle: 'serum', produit_ids: [8] }])],
      ]),
    );
    expect(values.hero_visuel_id).toBe(12);
    expect(values.video_poster_id).toBeNull();
    expect(values.hero_zones).toEqual(zones);
    expect(values.rituels.map((rituel) => rituel.cle)).toEqual(['mousses', 'cremes', 'serum', 'cheveux']);
    expect(values.rituels[2]).toEqual({ cle: 'serum', produit_ids: [8] });
    expect(values.rituels[0]).toEqual(DEFAULT_HOME_RITUALS[0]);
    expect(AccueilSettingsSchema.safeParse(values).success).toBe(true);
    const stored = settingsToStored('accueil', values);
    expect(stored['accueil.hero_visuel']).toBe('12');
    expect(stored['accueil.video_poster']).toBe('');
    expect(JSON.parse(stored['accueil.rituels']!)).toEqual(values.rituels);
  });

  it('refuses rituals out of order and a ritual with too many products', () => {
    const values = settingsFromStored('accueil', new Map());
    const swapped = { ...values, rituels: [...values.rituels].reverse() };
    expect(fieldsOf(AccueilSettingsSchema.safeParse(swapped))).toEqual(['rituels']);
    const crowded = structuredClone(values);
    crowded.rituels[0]!.produit_ids = [1, 2, 3, 4, 5];
    expect(fieldsOf(AccueilSettingsSchema.safeParse(crowded))).toEqual(['rituels.0.produit_ids']);
  });
});
