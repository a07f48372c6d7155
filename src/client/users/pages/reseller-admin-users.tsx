import { useMemo } from 'react';
import { codeFilter, CONTACT_FILTERS, roleFilter, UserListScreen, type UserScreenSetup } from '../user-view.js';
import { useChildResellerOptions } from '../users-data.js';

/**
 * A reseller admin's /DefineUser: the users of its own resellers and their children, with the
 * filter bar (spec: reseller admins only); the dialog chooses among those resellers.
 */
export function ResellerAdminUsers({ resellers }: { resellers: { code: string }[] }) {
  const codes = useMemo(() => resellers.map((r) => r.code), [resellers]);
  const choices = useChildResellerOptions(codes);
  const setup = useMemo((): UserScreenSetup => {
    const options = choices.data ?? [];
    return {
      kind: 'RESELLER',
      filters: [...CONTACT_FILTERS, roleFilter('RESELLER'), codeFilter(options)],
      dialog: { kind: 'RESELLER', resellers: { kind: 'choices', options } },
    };
  }, [choices.data]);
  return <UserListScreen setup={setup} />;
}
