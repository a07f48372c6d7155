import type { CodeKind } from '../../../shared/contract/code-batches.js';

/**
 * Spec 1 §2.14: the batch screen's id is kept in browser storage, base64 encoded; null means
 * "create a new batch". One key per kind, so a serial and a password batch can be open at once.
 */
const KEY: Record<CodeKind, string> = { serial: 'accessoryCampaignSerialTitleId', pass: 'accessoryCampaignPassTitleId' };

export const TITLE_ROUTE: Record<CodeKind, string> = { serial: '/accessoryCampaignSerialTitle', pass: '/accessoryCampaignPassTitle' };
export const TITLE_LIST_ROUTE: Record<CodeKind, string> = { serial: '/accessoryCampaignSerialTitleList', pass: '/accessoryCampaignPassTitleList' };

/** Stores the id (or null for a new batch). */
export function storeBatchId(kind: CodeKind, id: number | null) {
  localStorage.setItem(KEY[kind], id === null ? 'null' : btoa(String(id)));
}

/** The stored id, or null (nothing stored, 'null', or anything that is not a base64 id). */
export function readBatchId(kind: CodeKind): number | null {
  const raw = localStorage.getItem(KEY[kind]);
  if (!raw || raw === 'null') return null;
  try {
    const id = Number(atob(raw));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
