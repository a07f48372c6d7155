import { type z } from 'zod';
import {
  BATCH_MSG,
  type CodeKind,
  MAX_BATCH_CODES,
  passCreateSchema,
  serialCreateSchema,
  serialParamsSchema,
  type Title,
} from '../../../shared/contract/code-batches.js';
import { distribute, keyError, KEY_MSG } from '../../../shared/distribution-key.js';
import { type Db, inTransaction } from '../../db/sql.js';
import { businessError, notFoundError } from '../../lib/app-error.js';
import { enqueueJob, registerJobHandler } from '../../jobs/job-queue.js';
import { generateBatchCodes } from './code-generation.js';
import { codeTable, type CodeTable, PASSWORDS, SERIALS } from './code-tables.js';
import { idsWhere } from './code-ids.js';
import {
  addBatchToStock,
  campaignsById,
  deactivateCodes,
  insertBatch,
  type NewLine,
  ownersByCode,
  setBatchActive,
  setBatchCancelled,
  setBatchFailed,
  setBatchJob,
  titleById,
  ttCrmIds,
} from './batch-repo.js';

export const BATCH_JOB = 'code-batch';

interface BatchJob {
  batchId: number;
}

registerJobHandler<BatchJob>(BATCH_JOB, {
  run: (ctx, { batchId }) => generateBatchCodes(ctx, batchId),
  fail: (tx, { batchId }, message) => setBatchFailed(tx, batchId, message),
});

/** Lines with one row per (campaign, owner): repeated pairs are summed, zero counts dropped. */
function mergeLines(lines: NewLine[]): NewLine[] {
  const merged = new Map<string, NewLine>();
  for (const l of lines) {
    if (l.unit <= 0) continue;
    const key = `${l.campaignId}:${l.ownerId}`;
    const seen = merged.get(key);
    if (seen) seen.unit += l.unit;
    else merged.set(key, { ...l });
  }
  return [...merged.values()];
}

async function checkCampaigns(db: Db, ids: number[]) {
  const found = await campaignsById(db, [...new Set(ids)]);
  if (found.length !== new Set(ids).size) throw businessError(BATCH_MSG.unknownCampaign);
  if (found.some((c) => c.status !== 1)) throw businessError(BATCH_MSG.passiveCampaign);
  return new Map(found.map((c) => [c.id, c]));
}

async function startBatch(db: Db, t: CodeTable, userId: number, params: string, lines: NewLine[], kick: () => void): Promise<Title> {
  const total = lines.reduce((s, l) => s + l.unit, 0);
  if (total > MAX_BATCH_CODES) throw businessError(BATCH_MSG.tooMany);
  const title = await inTransaction(db, async (tx) => {
    const batchId = await insertBatch(tx, t, userId, params, lines);
    await setBatchJob(tx, batchId, await enqueueJob(tx, BATCH_JOB, { batchId } satisfies BatchJob));
    return (await titleById(tx, t, batchId))!;
  });
  kick();
  return title;
}

/**
 * Serial batch (spec 1 §4 two steps, §5): counts per campaign and the reseller key, as JSON
 * text; the counts per reseller are computed here with the screen's own function and must
 * equal the numbers sent (when sent). Unknown resellers refuse the batch, naming them.
 */
export async function createSerialBatch(db: Db, userId: number, body: z.output<typeof serialCreateSchema>, kick: () => void): Promise<Title> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.accessoryCampaignParams);
  } catch {
    throw businessError(KEY_MSG.noValidRows);
  }
  const params = serialParamsSchema.safeParse(parsed);
  if (!params.success) throw businessError(KEY_MSG.noValidRows);
  const { counts, key } = params.data;
  if (counts.reduce((s, c) => s + c.unit, 0) <= 0) throw businessError(BATCH_MSG.serial.totalZero);
  const keyProblem = keyError(key);
  if (keyProblem) throw businessError(keyProblem);
  const campaigns = await checkCampaigns(db, counts.filter((c) => c.unit > 0).map((c) => c.campaignId));
  const rows = distribute(
    counts.filter((c) => c.unit > 0).map((c) => ({ campaignId: c.campaignId, amount: campaigns.get(c.campaignId)!.amount, unit: c.unit })),
    key,
  );
  if (!rows.length) throw businessError(KEY_MSG.noValidRows);
  const numbers = rows.flatMap((r) => r.sayilar.map((s) => `${r.bayiKodu}|${s.id}|${s.unit}`)).sort();
  if (body.accessoryCampaignNumbers.length) {
    const sent = body.accessoryCampaignNumbers.map((n) => `${n.resellerCode}|${n.accessoryCampaignId}|${n.unit}`).sort();
    if (sent.length !== numbers.length || sent.some((s, i) => s !== numbers[i])) throw businessError(BATCH_MSG.numbersMismatch);
  }
  const owners = await ownersByCode(db, SERIALS, rows.map((r) => r.bayiKodu));
  const unknown = rows.map((r) => r.bayiKodu).filter((c) => !owners.has(c));
  if (unknown.length) throw businessError(BATCH_MSG.unknownResellers(unknown));
  const lines = mergeLines(rows.flatMap((r) => r.sayilar.map((s) => ({ campaignId: s.id, ownerId: owners.get(r.bayiKodu)!, unit: s.unit }))));
  return startBatch(db, SERIALS, userId, JSON.stringify(params.data), lines, kick);
}

/** Password batch (spec 1 §3): rows of TT CRM × campaign × count. */
export async function createPassBatch(db: Db, userId: number, body: z.output<typeof passCreateSchema>, kick: () => void): Promise<Title> {
  const rows = body.rows.filter((r) => r.unit > 0);
  if (!rows.length) throw businessError(BATCH_MSG.pass.totalZero);
  await checkCampaigns(db, rows.map((r) => r.accessoryCampaignId));
  const crmIds = [...new Set(rows.map((r) => r.ttCrmId))];
  if ((await ttCrmIds(db, crmIds)).length !== crmIds.length) throw businessError(BATCH_MSG.unknownCrm);
  const lines = mergeLines(rows.map((r) => ({ campaignId: r.accessoryCampaignId, ownerId: r.ttCrmId, unit: r.unit })));
  const params = JSON.stringify(rows.map((r) => ({ ttCrmId: r.ttCrmId, ttCrmName: r.ttCrmName ?? null, accessoryCampaignId: r.accessoryCampaignId, unit: r.unit })));
  return startBatch(db, PASSWORDS, userId, params, lines, kick);
}

/** A completed, inactive batch becomes active (spec 1 §4); its codes join the stock. */
export async function activateBatch(db: Db, kind: CodeKind, id: number): Promise<Title> {
  const t = codeTable(kind);
  return inTransaction(db, async (tx) => {
    const title = await titleById(tx, t, id, true);
    if (!title) throw notFoundError();
    if (title.titleStatus !== 'COMPLETED') throw businessError(BATCH_MSG.notCompleted);
    if (title.isActivated) throw businessError(BATCH_MSG.alreadyActive);
    await setBatchActive(tx, id);
    await addBatchToStock(tx, t, id);
    return (await titleById(tx, t, id))!;
  });
}

/** The spec's 'delete': a completed (or failed) inactive batch is cancelled; its codes are never usable nor made again. */
export async function cancelBatch(db: Db, kind: CodeKind, id: number): Promise<{ id: number }> {
  const t = codeTable(kind);
  return inTransaction(db, async (tx) => {
    const title = await titleById(tx, t, id, true);
    if (!title) throw notFoundError();
    if (title.titleStatus === 'CONTINUING') throw businessError(BATCH_MSG.notCompleted);
    if (title.isActivated) throw businessError(BATCH_MSG.alreadyActive);
    await setBatchCancelled(tx, id);
    return { id };
  });
}

/** cancelSerials / cancelPasses: the chosen codes are deactivated. */
export async function cancelCodes(db: Db, kind: CodeKind, ids: number[]): Promise<{ count: number }> {
  const t = codeTable(kind);
  return inTransaction(db, async (tx) => ({ count: await deactivateCodes(tx, t, idsWhere(ids)) }));
}
