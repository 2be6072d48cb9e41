import type { WithdrawableOrder, WithdrawalDone, WithdrawalLookup, WithdrawalStatement } from '@boutique/domain';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/retractations/commande: the order by number and mail (404 for either wrong, 429 when hammered). */
export const findWithdrawableOrder = (lookup: WithdrawalLookup) =>
  apiRequest<{ code: 200; data: WithdrawableOrder }>('/retractations/commande', { method: 'POST', body: lookup }).then(
    (answer) => answer.data,
  );

/** POST /api/retractations: the confirmed statement; the acknowledgement mail leaves at once. */
export const sendWithdrawal = (statement: WithdrawalStatement) =>
  apiRequest<{ code: 200; data: WithdrawalDone }>('/retractations', { method: 'POST', body: statement }).then(
    (answer) => answer.data,
  );
