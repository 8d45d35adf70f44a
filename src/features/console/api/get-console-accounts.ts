import { API } from '@/contract/api';
import { staffAccountsSchema, type StaffAccount } from '@/contract/chat';
import { http } from '@/lib/http';

/** GET the accounts the staff member answers for. */
export function getConsoleAccounts(signal?: AbortSignal): Promise<StaffAccount[]> {
  return http.get(API.console.accounts, staffAccountsSchema, { signal });
}
