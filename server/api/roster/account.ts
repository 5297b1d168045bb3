import type { AccountResponse } from '../../../src/domain/contracts/roster';
import type { accounts } from '../../db/schema';

/** An account as its staff see it. */
export function accountResponse(account: typeof accounts.$inferSelect): AccountResponse {
  return {
    id: account.id,
    name: account.name,
    kind: account.kind,
    country: account.country,
    groupsEnabled: account.groupsEnabled,
    loginCode: account.loginCode,
    trashDays: account.trashDays,
    brin: account.brin,
  };
}
