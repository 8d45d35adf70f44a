/** The display name of a party: name, else nickname (SPEC section 2 "name or nickname"). */
export function displayName(party: { nameCn: string | null; nickname: string | null }): string {
  return party.nameCn?.trim() || party.nickname?.trim() || '';
}
