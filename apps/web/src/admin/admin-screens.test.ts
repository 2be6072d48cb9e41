import { SCOPES } from '@boutique/domain';
import { describe, expect, it } from 'vitest';
import fr from '../../../api/src/modules/translations/messages/fr.json';
import { ADMIN_MENU, ADMIN_SCREENS, requiredScope } from './admin-screens.ts';

/** The French text at a dotted key, or undefined when the key is missing. */
function frenchText(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], fr);
}

describe('the back office screens list', () => {
  it('gives each address once, and each menu entry a page of its own with a French label', () => {
    const paths = ADMIN_SCREENS.map((screen) => screen.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(ADMIN_MENU).toHaveLength(47);
    for (const entry of ADMIN_MENU) {
      expect(paths).toContain(entry.path);
      expect(entry.path).not.toContain(':');
      expect(typeof frenchText(entry.label), entry.label).toBe('string');
      // Every entry belongs to an area a role may be given, so the menu can follow roles.
      expect(entry.area, entry.path).toBeDefined();
    }
  });

  it('loads a component for every address', async () => {
    for (const screen of ADMIN_SCREENS) {
      expect(typeof (await screen.load()), screen.path).toBe('function');
    }
  }, 60_000);

  it('asks for the admin scope except on the bare address, the payment links and the salon', () => {
    expect(requiredScope('/')).toBe(SCOPES.user);
    expect(requiredScope('/paiements')).toBe(SCOPES.user);
    expect(requiredScope('/salon')).toBe(SCOPES.user);
    expect(requiredScope('/commandes/8f1e0a52')).toBe(SCOPES.admin);
    expect(requiredScope('/workflows/3/users-steps')).toBe(SCOPES.admin);
    expect(requiredScope('/inconnu')).toBe(SCOPES.admin);
  });
});
