import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LOOKUP_LOAD_MSG } from '../../shared/catalogue.js';
import { childResellers } from '../../shared/contract/user.js';
import { distyPage, supplyChoices, type UserKind, type UserRow, USERS_MSG, userActive, userHistory, userPassive, userRolesByType, userSave } from '../../shared/contract/users.js';
import type { BodyOf } from '../../shared/contract/endpoint.js';
import { ApiError, call } from '../lib/api.js';
import { toast } from '../lib/toast.js';
import type { Option } from '../ui/list/list-types.js';
import { usersKeys } from './users-queries.js';

const LOOKUP_STALE_MS = 5 * 60_000;
const orgOption = (o: { id: number; code: string; name: string }): Option => ({ value: String(o.id), label: `${o.code} - ${o.name}` });

/** The roles of a kind the caller may grant, as choices (key → label). */
export function useRoleOptions(kind: UserKind) {
  const type = kind.toLowerCase() as 'ttg' | 'reseller' | 'disty' | 'supply';
  return useQuery({
    queryKey: usersKeys.roles(type),
    queryFn: async (): Promise<Option[]> => (await call(userRolesByType, { params: { type } })).map((r) => ({ value: r.key, label: r.value })),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Active distributors for the /DefineUser picker (spec 2 §7: page 0, size 2000, status 1). */
export const useDistyOptions = (enabled: boolean) =>
  useQuery({
    queryKey: usersKeys.disties(),
    queryFn: async () => (await call(distyPage, { query: { page: 0, size: 2000 }, body: { status: 1 } })).content.map(orgOption),
    enabled,
    staleTime: LOOKUP_STALE_MS,
    meta: { failedText: LOOKUP_LOAD_MSG.disties },
  });

export const useSupplyOptions = (enabled: boolean) =>
  useQuery({
    queryKey: usersKeys.supplies(),
    queryFn: async () => (await call(supplyChoices)).map(orgOption),
    enabled,
    staleTime: LOOKUP_STALE_MS,
  });

/** The resellers a reseller admin may give users to: its own and their children (by its codes). */
export const useChildResellerOptions = (codes: string[]) =>
  useQuery({
    queryKey: usersKeys.childResellers(codes),
    queryFn: async (): Promise<Option[]> => (await call(childResellers, { body: codes })).map((r) => ({ value: r.code, label: `${r.code} - ${r.name}` })),
    enabled: codes.length > 0,
    staleTime: LOOKUP_STALE_MS,
  });

/** A user's change history; a failed read says so in the section itself. */
export const useUserHistory = (id: number | null, enabled: boolean) =>
  useQuery({
    queryKey: usersKeys.history(id ?? 0),
    queryFn: () => call(userHistory, { params: { id: id! } }),
    enabled: enabled && id !== null,
    meta: { silent: true },
    staleTime: 0,
  });

export function useInvalidateUsers() {
  const client = useQueryClient();
  // The lists, and the histories a change has just grown.
  return () => Promise.all([client.invalidateQueries({ queryKey: usersKeys.lists() }), client.invalidateQueries({ queryKey: usersKeys.histories() })]);
}

/**
 * Saves a user; null when it failed for another reason than the server's verdict. A 400/422
 * with field messages is thrown on to the form dialog (its texts and flagged fields); any
 * other failure shows 'Kullanıcı kaydedilemedi.' and keeps the dialog open.
 */
export async function saveUser(body: BodyOf<typeof userSave>): Promise<UserRow | null> {
  try {
    return await call(userSave, { body });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 422) && error.body) throw error;
    toast.error(USERS_MSG.saveFailed);
    return null;
  }
}

/** 'Sil' (passive) and 'Aktif Et'; failures go through the generic handler. */
export function useUserStatus() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ row, active }: { row: UserRow; active: boolean }) => call(active ? userActive : userPassive, { body: { id: row.id } }),
    onSuccess: (_user, { active }) => {
      toast.success(active ? USERS_MSG.activated : USERS_MSG.passivated);
      return invalidate();
    },
  });
}
