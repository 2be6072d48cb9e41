import { describe, expect, it } from 'vitest';
import { useBackOffice } from './admin-shop.ts';

/**
 * Issue 14 item 3: the `stats` screen reads the demo's audience rollups and uPlot draws the daily
 * chart on a canvas, loaded with the screen only, under the shop's CSP (the guard fails the run on
 * any violation). Own server: it has an admin.
 */
describe('admin audience statistics', () => {
  const backOffice = useBackOffice();

  it('shows the last 30 days with their chart, and a preset changes the address', async () => {
    const { admin } = backOffice;
    const scripts: string[] = [];
    admin.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await admin.goto('/fr/ad/dash');
    await admin.getByRole('region', { name: 'Visites du jour' }).waitFor();
    expect(scripts.some((url) => /uPlot/iu.test(url))).toBe(false);

    await admin.getByRole('link', { name: 'Statistiques', exact: true }).click();
    await admin.getByRole('region', { name: 'Visites', exact: true }).waitFor();
    await admin.locator('[data-testid="stats-chart"] canvas').waitFor();
    expect(scripts.some((url) => /uPlot/iu.test(url))).toBe(true);
    await admin.getByRole('button', { name: '7 jours' }).click();
    await admin.waitForURL(/\/fr\/ad\/stats\?du=\d{4}-\d{2}-\d{2}&au=\d{4}-\d{2}-\d{2}$/u);
    await admin.getByRole('region', { name: 'Tunnel de conversion' }).waitFor();
  });
});
