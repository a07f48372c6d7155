import { sql } from 'drizzle-orm';

/**
 * The reseller a signed-in user acts for, read on every request (`users u` in scope): the one it
 * switched to (`users.login_reseller_id`) while that is still one of its own resellers or a direct
 * child of one — the switcher's rule (reseller-service.ts) — else its first own reseller by code.
 * Checked again on each request, not only at the switch: the reseller feed may move a child to
 * another parent, and an admin's stored switch must not keep it acting for a reseller that left
 * its family. Both lookups use user_resellers' primary key.
 */
export const effectiveLoginReseller = sql`coalesce(
  (select r.id from resellers r where r.id = u.login_reseller_id
     and exists (select 1 from user_resellers ur where ur.user_id = u.id and (ur.reseller_id = r.id or ur.reseller_id = r.parent_id))),
  (select ur.reseller_id from user_resellers ur join resellers r on r.id = ur.reseller_id where ur.user_id = u.id order by r.code limit 1))`;
