import { HeroZoneSchema, HOME_KEYS, homeRitualsFrom, type HeroZone, type HomeResponse } from '@boutique/domain';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { selectHomeSettings } from './home.queries.ts';

const ZonesSchema = z.array(HeroZoneSchema);
/** Only a clip served by the shop itself: the CSP allows no other media host. */
const LOCAL_CLIP = /^\/[\w\-./]+\.(mp4|webm)$/u;

function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Staff edit these values as text: a malformed list reads as "no zones" rather than failing the page. */
function parseZones(value: string | undefined): HeroZone[] {
  if (!value) return [];
  try {
    const parsed = ZonesSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * What the home page draws from the configuration: the hero picture with its zones, the video
 * band, and the products of its four rituals (the defaults until staff choose others).
 */
export async function readHome(db: Database): Promise<Omit<HomeResponse, 'code'>> {
  const values = await selectHomeSettings(db, Object.values(HOME_KEYS));
  const visuelId = parseId(values.get(HOME_KEYS.heroVisuel));
  const clip = values.get(HOME_KEYS.video)?.trim() ?? '';
  return {
    hero: { visuel_id: visuelId, zones: visuelId === null ? [] : parseZones(values.get(HOME_KEYS.heroZones)) },
    video: {
      poster_visuel_id: parseId(values.get(HOME_KEYS.videoPoster)),
      src: LOCAL_CLIP.test(clip) && !clip.includes('..') ? clip : null,
    },
    rituels: homeRitualsFrom(values.get(HOME_KEYS.rituels)),
  };
}
