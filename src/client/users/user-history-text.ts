import { ROLE_LABELS, type Role } from '../../shared/access.js';
import { AUDIT_ACTION_LABELS, AUDIT_FIELD_LABELS, type AuditEntry } from '../../shared/contract/users.js';
import { formatTrDateTime } from '../../shared/format.js';
import { formatGsm } from './gsm.js';

const EMPTY = '—';

/** dd.mm.yyyy HH:mm */
export const historyTime = (at: string) => formatTrDateTime(at).slice(0, 16);

/** One value of the trail as text: arrays joined, roles and statuses by their labels, organisations by code. */
export function auditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (Array.isArray(value)) return value.length === 0 ? EMPTY : value.map((v) => auditValue(field, v)).join(', ');
  if (typeof value === 'object') {
    const o = value as { code?: unknown; name?: unknown; id?: unknown };
    return String(o.code ?? o.name ?? o.id ?? JSON.stringify(value));
  }
  if (field === 'roles') return ROLE_LABELS[value as Role] ?? String(value);
  if (field === 'status') return Number(value) === 1 ? 'Aktif' : 'Pasif';
  if (field === 'gsmNo') return formatGsm(String(value));
  return String(value);
}

/** The shown fields that differ between before and after, as 'Label: before → after', in the labels' order. */
export function auditChanges(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  return Object.keys(AUDIT_FIELD_LABELS)
    .filter((field) => field in before || field in after)
    .map((field) => ({ field, from: auditValue(field, before[field]), to: auditValue(field, after[field]) }))
    .filter(({ from, to }) => from !== to)
    .map(({ field, from, to }) => `${AUDIT_FIELD_LABELS[field]}: ${from} → ${to}`);
}

export interface HistoryLine {
  id: number;
  when: string;
  action: string;
  who: string;
  changes: string[];
}

/** The trail newest first, ready to show. */
export function historyLines(entries: AuditEntry[]): HistoryLine[] {
  return [...entries]
    .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
    .map((e) => ({
      id: e.id,
      when: historyTime(e.at),
      action: AUDIT_ACTION_LABELS[e.action] ?? e.action,
      who: e.onBehalfOf ? `${e.actor} (adına: ${e.onBehalfOf})` : e.actor,
      changes: auditChanges(e),
    }));
}
