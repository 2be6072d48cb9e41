import { CATALOGUE_CSV_HEADERS } from '@boutique/domain';
import { count, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { audits, declinaisons, historiquePrix, produits } from '../../db/schema/index.ts';
import { useCsvFiles } from '../../test/csv-files.ts';

/** A CSV's lines as cells: `;` between cells, quotes around those that hold one. */
const cellsOf = (line: string) =>
  [...line.matchAll(/(?:^|;)("(?:[^"]|"")*"|[^;]*)/gu)].map(([, cell = '']) =>
    cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell,
  );
const lineOf = (cells: readonly string[]) =>
  cells.map((cell) => (/[";\n]/u.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(';');
const column = (name: (typeof CATALOGUE_CSV_HEADERS)[number]) => CATALOGUE_CSV_HEADERS.indexOf(name);

describe('the catalogue as CSV (export, dry run, import)', () => {
  const files = useCsvFiles('catalogue');

  const header = CATALOGUE_CSV_HEADERS.join(';');

  it('exports every variant with its product, prices and translations, in the shape the import reads', async () => {
    const csv = await files.exportCsv();
    expect(csv.startsWith(`\uFEFF${header}\r\n`)).toBe(true);
    const [{ variants = 0 } = {}] = await files.ctx.database.db.select({ variants: count() }).from(declinaisons);
    const rows = csv.trimEnd().split('\r\n').slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(variants);
    const [variant] = await files.ctx.database.db.select().from(declinaisons).orderBy(declinaisons.id).limit(1);
    const row = rows.map(cellsOf).find((cells) => cells[column('declinaison_id')] === String(variant!.id))!;
    expect(row[column('prix_ttc')]).toBe((variant!.prix_ttc / 100).toFixed(2).replace('.', ','));
    expect(row[column('declinaison')]).toBe(variant!.label);
  });

  it('reads its own export back as unchanged, then applies an edited price and translation and nothing else', async () => {
    const csv = await files.exportCsv();
    const unchanged = await files.report(csv);
    expect(unchanged).toMatchObject({ refus: 0, creations: 0, modifications: 0, encodage: 'utf-8' });
    expect(unchanged.inchangees).toBe(unchanged.lignes);

    const lines = csv
      .replace(/^\uFEFF/u, '')
      .trimEnd()
      .split('\r\n');
    const edited = cellsOf(lines[1]!);
    const variantId = Number(edited[column('declinaison_id')]);
    edited[column('prix_ttc')] = '77,70';
    edited[column('declinaison_en')] = '50 ml jar (new)';
    lines[1] = lineOf(edited);
    const file = `${lines.join('\r\n')}\r\n`;

    const dryRun = await files.report(file);
    expect(dryRun).toMatchObject({ modifications: 1, refus: 0, applique: false });
    expect(dryRun.details[0]).toMatchObject({
      ligne: 2,
      action: 'modification',
      champs: ['prix_ttc', 'declinaison_en'],
    });
    const [before] = await files.ctx.database.db.select().from(declinaisons).where(eq(declinaisons.id, variantId));
    expect(before!.prix_ttc).not.toBe(7_770);

    expect(await files.report(file, 'application')).toMatchObject({ modifications: 1, applique: true });
    const [after] = await files.ctx.database.db.select().from(declinaisons).where(eq(declinaisons.id, variantId));
    expect(after).toMatchObject({ prix_ttc: 7_770, prix_ht: 6_475, version: before!.version + 1 });
    expect(after!.traductions.en?.label).toBe('50 ml jar (new)');
    const [price] = await files.ctx.database.db
      .select()
      .from(historiquePrix)
      .where(eq(historiquePrix.declinaison_id, variantId))
      .orderBy(desc(historiquePrix.id))
      .limit(1);
    expect(price).toMatchObject({ prix_ttc: 7_770 });
    const [audit] = await files.ctx.database.db
      .select()
      .from(audits)
      .where(eq(audits.record_id, String(variantId)))
      .orderBy(desc(audits.id))
      .limit(1);
    expect(audit).toMatchObject({ resource: 'variantes', action: 'update' });

    // Exported again, the file is the one edited: every untouched row as it was.
    expect((await files.exportCsv()).replace(/^\uFEFF/u, '')).toBe(file);
  });

  it('creates a product and its variants from a Windows-1252 file, as spreadsheets save it', async () => {
    const file = [
      'declinaison_id;produit;slug;accroche;declinaison;prix_ttc;contenance;unite;produit_en',
      ';Sérum éclat au caviar;serum-eclat-caviar;Un éclat immédiat;Flacon 30 ml;89,00;30;ml;Caviar glow serum',
      ';Sérum éclat au caviar;serum-eclat-caviar;Un éclat immédiat;Flacon 50 ml;129,00;50;ml;Caviar glow serum',
      '',
    ].join('\r\n');
    const latin1 = Buffer.from(new Uint8Array([...file].map((character) => character.charCodeAt(0))));
    const dryRun = await files.report(latin1);
    expect(dryRun).toMatchObject({ encodage: 'windows-1252', creations: 2, refus: 0 });
    expect(dryRun.details[0]!.libelle).toBe('Sérum éclat au caviar – Flacon 30 ml');

    await files.report(latin1, 'application');
    const [product] = await files.ctx.database.db
      .select()
      .from(produits)
      .where(eq(produits.slug, 'serum-eclat-caviar'));
    expect(product).toMatchObject({ label: 'Sérum éclat au caviar', offline: true });
    expect(product!.traductions.en?.label).toBe('Caviar glow serum');
    const variants = await files.ctx.database.db
      .select()
      .from(declinaisons)
      .where(eq(declinaisons.produit_id, product!.id));
    expect(variants.map((variant) => [variant.label, variant.prix_ttc, variant.stock]).sort()).toEqual([
      ['Flacon 30 ml', 8_900, 0],
      ['Flacon 50 ml', 12_900, 0],
    ]);
  });

  it('refuses formula cells and a variant named twice, and then applies nothing', async () => {
    const [variant] = await files.ctx.database.db.select().from(declinaisons).orderBy(declinaisons.id).limit(1);
    const file = [
      'declinaison_id;declinaison;prix_ttc;conteneur',
      `${variant!.id};Pot 50 ml;10,00;=HYPERLINK("http://exemple.fr")`,
      `${variant!.id};Pot 50 ml;11,00;Pot`,
      '',
    ].join('\r\n');
    const dryRun = await files.report(file);
    expect(dryRun.refus).toBe(2);
    expect(dryRun.details.map((row) => row.problemes.map((problem) => problem.probleme))).toEqual([
      ['formula', 'duplicate_key'],
      ['duplicate_key'],
    ]);
    const applied = await files.importCsv(file, 'application');
    expect(applied.statusCode).toBe(409);
    expect(applied.json()).toMatchObject({ reason: 'import_has_refusals', count: 2 });
    const [after] = await files.ctx.database.db.select().from(declinaisons).where(eq(declinaisons.id, variant!.id));
    expect(after!.prix_ttc).toBe(variant!.prix_ttc);
  });

  it('refuses a file it cannot read, saying why', async () => {
    const cases: [string, RegExp][] = [
      ['declinaison_id;prix_ttc\r\n1;"12,00\r\n', /^Fichier CSV illisible/u],
      ['declinaison_id;couleur\r\n1;rouge\r\n', /^Colonnes inconnues : couleur/u],
      ['produit;prix_ttc\r\nCrème;12,00\r\n', /^Colonnes obligatoires manquantes : declinaison_id/u],
      ['', /^Le fichier est vide/u],
    ];
    for (const [body, message] of cases) {
      const answer = await files.importCsv(body);
      expect(answer.statusCode, body).toBe(400);
      expect(answer.json<{ reason: string; message: string }>()).toMatchObject({ reason: 'csv_invalid' });
      expect(answer.json<{ message: string }>().message).toMatch(message);
    }
  });

  it('applies two imports of one variant one after the other, each price kept in the history', async () => {
    const [variant] = await files.ctx.database.db.select().from(declinaisons).orderBy(desc(declinaisons.id)).limit(1);
    const file = (price: string) => `declinaison_id;prix_ttc\r\n${variant!.id};${price}\r\n`;
    const answers = await Promise.all([
      files.importCsv(file('41,00'), 'application'),
      files.importCsv(file('42,00'), 'application'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [after] = await files.ctx.database.db.select().from(declinaisons).where(eq(declinaisons.id, variant!.id));
    expect([4_100, 4_200]).toContain(after!.prix_ttc);
    expect(after!.version).toBe(variant!.version + 2);
    const prices = await files.ctx.database.db
      .select({ ttc: historiquePrix.prix_ttc })
      .from(historiquePrix)
      .where(eq(historiquePrix.declinaison_id, variant!.id));
    expect(prices.map((price) => price.ttc)).toEqual(expect.arrayContaining([4_100, 4_200]));
  });
});
