import {
  TRACKS_MAX_EVENTS,
  TRACKS_PAGE_SIZE,
  type AnalyticsEventType,
  type TracksAnswer,
  type TracksQuery,
} from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { selectSessionEvents, selectSessions } from './tracks.queries.ts';

const iso = (value: string | Date) => new Date(value).toISOString();

/** The `tracks` screen (support): the sessions of a period, or one session's raw events. */
export async function readTracks(db: Database, { session, du, au, page }: TracksQuery): Promise<TracksAnswer> {
  if (session) {
    const rows = await selectSessionEvents(db, session, du, au, TRACKS_MAX_EVENTS);
    return {
      code: 200,
      du,
      au,
      session_id: session,
      tronque: rows.length > TRACKS_MAX_EVENTS,
      evenements: rows
        .slice(0, TRACKS_MAX_EVENTS)
        .map((row) => ({ ...row, type: row.type as AnalyticsEventType, ts: iso(row.ts) })),
    };
  }
  const rows = await selectSessions(db, du, au, TRACKS_PAGE_SIZE, (page - 1) * TRACKS_PAGE_SIZE);
  return {
    code: 200,
    du,
    au,
    page,
    limit: TRACKS_PAGE_SIZE,
    suivante: rows.length > TRACKS_PAGE_SIZE,
    sessions: rows.slice(0, TRACKS_PAGE_SIZE).map((row) => ({ ...row, debut: iso(row.debut), fin: iso(row.fin) })),
  };
}
