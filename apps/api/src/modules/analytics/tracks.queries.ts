import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client.ts';
import { shopDayStart } from '../../lib/shop-time.ts';

/** Events of the Paris days `du`…`au`: always bounded on `ts`, so only their monthly partitions are read. */
const inDays = (du: string, au: string) => sql`ts >= ${shopDayStart(du)} and ts < ${shopDayStart(au, 1)}`;

export interface SessionRow {
  session_id: string;
  debut: string | Date;
  fin: string | Date;
  evenements: number;
  pages: number;
  appareil: string;
  pays: string | null;
  source: string | null;
}

/** The sessions active over the period, the most recently active first (one more than `limit` to tell a next page). */
export async function selectSessions(db: Database, du: string, au: string, limit: number, offset: number) {
  return rowsOf<SessionRow>(
    await db.execute(sql`
      select session_id, min(ts) as debut, max(ts) as fin, count(*)::int as evenements,
             (count(*) filter (where type = 'page'))::int as pages,
             (array_agg(appareil order by ts))[1] as appareil,
             (array_agg(pays order by ts) filter (where pays is not null))[1] as pays,
             (array_agg(source order by ts) filter (where source is not null))[1] as source
      from evenements
      where ${inDays(du, au)}
      group by session_id
      order by max(ts) desc, session_id
      limit ${limit + 1} offset ${offset}`),
  );
}

export interface EventRow {
  ts: string | Date;
  type: string;
  chemin: string;
  langue: string;
  theme: string;
  version: string;
  installe: boolean;
  affichage: string;
  source: string | null;
  produit_id: number | null;
  quantite: number | null;
  etape: number | null;
  appareil: string;
  navigateur: string;
  systeme: string;
  pays: string | null;
}

/** One session's events over the period, in order (one more than `limit` to tell a cut). */
export async function selectSessionEvents(db: Database, session: string, du: string, au: string, limit: number) {
  return rowsOf<EventRow>(
    await db.execute(sql`
      select ts, type, chemin, langue, theme, version, installe, affichage, source, produit_id, quantite, etape,
             appareil, navigateur, systeme, pays
      from evenements
      where session_id = ${session} and ${inDays(du, au)}
      order by ts, type
      limit ${limit + 1}`),
  );
}
