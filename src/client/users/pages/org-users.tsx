import { useMemo, useState } from 'react';
import { USERS_MSG } from '../../../shared/contract/users.js';
import { SelectField } from '../../ui/select-field.js';
import { UserListScreen, type UserScreenSetup } from '../user-view.js';
import { useDistyOptions, useSupplyOptions } from '../users-data.js';

type Org = { kind: 'DISTY' | 'SUPPLY'; id: number };

/** The users of the picked organisation (no filter bar: the spec gives it to reseller admins only). */
export function orgUsersSetup({ kind, id }: Org): UserScreenSetup {
  const key = kind === 'DISTY' ? 'disty' : 'supply';
  return { kind, filters: [], locked: { [key]: String(id) }, dialog: { kind, [key]: id } };
}

/** A TTG admin's /DefineUser: pick a distributor or a supplier (one clears the other), then its users. */
export function OrgUsers() {
  const [org, setOrg] = useState<Org | null>(null);
  const disties = useDistyOptions(true);
  const supplies = useSupplyOptions(true);
  const setup = useMemo(() => (org ? orgUsersSetup(org) : null), [org]);
  // Choosing one clears the other; clearing the other one's select leaves the choice alone.
  const pick = (kind: Org['kind']) => (value: string) => setOrg((cur) => (value ? { kind, id: Number(value) } : cur?.kind === kind ? null : cur));
  return (
    <>
      <div className="user-org-picker" data-testid="user-org-picker">
        <SelectField
          testId="user-org-disty"
          label="Distribütör"
          value={org?.kind === 'DISTY' ? String(org.id) : ''}
          options={disties.data ?? []}
          onValue={pick('DISTY')}
          clearable
        />
        <SelectField
          testId="user-org-supply"
          label="Tedarikçi"
          value={org?.kind === 'SUPPLY' ? String(org.id) : ''}
          options={supplies.data ?? []}
          onValue={pick('SUPPLY')}
          clearable
        />
      </div>
      {setup && org ? (
        <UserListScreen listKey={`${org.kind}-${org.id}`} setup={setup} />
      ) : (
        <p className="user-pick-first" data-testid="user-pick-first">
          {USERS_MSG.pickOrgFirst}
        </p>
      )}
    </>
  );
}
