import { and, between, desc, eq, isNull } from 'drizzle-orm';
import type { PaymentLink } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import { stripelinks } from '../../db/schema/index.ts';
import type { AuthenticatedUser } from '../../plugins/authentication.ts';
import { isAdmin, toLink } from './payment-link-rows.ts';

/** The links created between two days: all of them for admins, their own for ambassadors. */
export async function listPaymentLinks(
  db: Database,
  user: AuthenticatedUser,
  du: string,
  au: string,
): Promise<PaymentLink[]> {
  const range = between(stripelinks.created, new Date(`${du}T00:00:00Z`), new Date(`${au}T23:59:59.999Z`));
  const rows = await db
    .select()
    .from(stripelinks)
    .where(and(range, isNull(stripelinks.deleted), isAdmin(user) ? undefined : eq(stripelinks.created_by, user.id)))
    .orderBy(desc(stripelinks.created), desc(stripelinks.id));
  return rows.map(toLink);
}
