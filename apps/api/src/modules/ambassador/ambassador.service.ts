import type { Database } from '../../db/client.ts';
import { selectReferralCodes } from './ambassador.queries.ts';

/** What other modules may ask of the ambassador programme. */
export function referralCodesOf(db: Database, userId: number): Promise<string[]> {
  return selectReferralCodes(db, userId);
}
