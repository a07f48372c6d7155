import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { FAULTY_MSG, type FaultyReportBody, parseTrDate } from '../../shared/contract/faulty.js';
import { ERROR_CODES } from '../../shared/errors.js';
import { type Db, inTransaction, queryRows } from '../db/sql.js';
import { codedError, isUniqueViolation, validationError } from '../lib/app-error.js';
import { once } from '../lib/idempotency.js';
import type { ImageStore } from '../lib/image-store.js';
import type { ImageType } from '../lib/file-types.js';
import type { AuthUser } from '../plugins/access-guard.js';
import type { UploadedFile } from '../plugins/uploads.js';
import { wizardSeller } from '../sales/complete/seller.js';
import { approvedProduct, soldUnitById } from './faulty-lookups.js';

/**
 * POST create (spec 3 §2.8, §5): the dealer's report of a unit its customer brought back, with its
 * photos. The upload rule has already checked each photo's count, size and content; here: at least
 * one, the unit is one this dealer sold (or, without a serial, an approved product and a sale day not
 * in the future), and one waiting ticket per unit. The ticket and its photo rows go in one
 * transaction; the photos' bytes into the private store first, removed again when the transaction
 * fails. An outbox write: with an Idempotency-Key a replay answers the first ticket (lib/idempotency).
 */
export const FAULTY_REPORT_SCOPE = 'faulty.report';

const WAITING_INDEX = 'faulty_tickets_waiting_unit_idx';
const alreadyWaiting = () => codedError(409, ERROR_CODES.CONFLICT, FAULTY_MSG.alreadyWaiting, ['productSerialNoId']);

/** Today in Istanbul (UTC+3 all year), 'YYYY-MM-DD'. */
const istanbulToday = (now: Date) => new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

interface TicketPlan {
  supplyId: number;
  modelId: number;
  subCategoryId: number;
  categoryId: number;
  unitId: number | null;
  serialNo: string | null;
  saleId: number | null;
  saleDate: string;
}

/** What the ticket records: from the sold unit and its sale, or from the chosen product and the dealer's date. */
async function planTicket(db: Db, resellerId: number, body: FaultyReportBody): Promise<TicketPlan> {
  if (body.productSerialNoId !== undefined) {
    const unit = await soldUnitById(db, resellerId, body.productSerialNoId);
    return { supplyId: unit.supply.id, modelId: unit.modelId, subCategoryId: unit.subCategoryId, categoryId: unit.categoryId, unitId: unit.productSerialNoId, serialNo: unit.serialNo, saleId: unit.saleId, saleDate: unit.saleDate };
  }
  // The schema has checked both are there and the date is a real 'dd.mm.yyyy'.
  const saleDate = parseTrDate(body.saleDate!)!;
  if (saleDate > istanbulToday(new Date())) throw validationError([{ field: 'saleDate', message: FAULTY_MSG.saleDateFuture }]);
  const product = await approvedProduct(db, body.modelId!);
  return { supplyId: product.supply.id, modelId: product.modelId, subCategoryId: product.subCategoryId, categoryId: product.categoryId, unitId: null, serialNo: null, saleId: null, saleDate };
}

async function hasWaiting(db: Db, unitId: number | null): Promise<boolean> {
  if (unitId === null) return false;
  return (await queryRows(db, sql`select 1 from faulty_product_tickets where unit_id = ${unitId}::int and status = 'WAITING' limit 1`)).length > 0;
}

/** Writes the ticket and its photo rows (the photos' bytes into the store first); answers its id. */
async function writeTicket(tx: Db, photos: ImageStore, user: AuthUser, resellerId: number, plan: TicketPlan, description: string, files: UploadedFile[], stored: string[]): Promise<number> {
  if (await hasWaiting(tx, plan.unitId)) throw alreadyWaiting();
  for (const f of files) stored.push(await photos.put(f.data, f.type as ImageType));
  const [ticket] = await queryRows<{ id: number }>(
    tx,
    sql`insert into faulty_product_tickets (reseller_id, supply_id, model_id, sub_category_id, category_id, unit_id, serial_no, sale_id, sale_date, description, created_by)
        values (${resellerId}, ${plan.supplyId}, ${plan.modelId}, ${plan.subCategoryId}, ${plan.categoryId}, ${plan.unitId}, ${plan.serialNo}, ${plan.saleId},
          ${plan.saleDate}::date, ${description}, ${user.id})
        returning id`,
  );
  await tx.execute(
    sql`insert into faulty_product_photos (ticket_id, position, storage_key, content_type, size)
        select ${ticket.id}::int, p.position, p.storage_key, p.content_type, p.size
        from json_to_recordset(${JSON.stringify(files.map((f, i) => ({ position: i + 1, storage_key: stored[i], content_type: f.type, size: f.data.length })))}::json)
          as p(position smallint, storage_key text, content_type varchar, size int)`,
  );
  return ticket.id;
}

export async function reportFaulty(db: Db, photos: ImageStore, user: AuthUser, body: FaultyReportBody, files: UploadedFile[], key: string | null): Promise<{ id: number }> {
  if (!files.length) throw validationError([{ field: 'files', message: FAULTY_MSG.photoRequired }]);
  const seller = await wizardSeller(db, user);
  const stored: string[] = [];
  // Planned inside the work: a replay answers the first ticket even once the unit has moved on (an approved replacement).
  const work = async (tx: Db) => ({ id: await writeTicket(tx, photos, user, seller.resellerId, await planTicket(tx, seller.resellerId, body), body.description, files, stored) });
  try {
    if (key === null) return await inTransaction(db, work);
    // The request as the key remembers it: its fields and its photos' digests (the same key with other photos is refused).
    const request = { ...body, files: files.map((f) => createHash('sha256').update(f.data).digest('hex')) };
    return await once(db, { userId: user.id, key, scope: FAULTY_REPORT_SCOPE, body: request }, work);
  } catch (error) {
    // Nothing of a refused report stays: its photos out of the store too.
    await Promise.all(stored.map((k) => photos.remove(k).catch(() => undefined)));
    if (isUniqueViolation(error, WAITING_INDEX)) throw alreadyWaiting();
    throw error;
  }
}
