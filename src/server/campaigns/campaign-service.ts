import { type Campaign, CAMPAIGN_MSG, type CampaignSave } from '../../shared/contract/campaigns.js';
import { type Db, inTransaction } from '../db/sql.js';
import { isUniqueViolation, notFoundError, validationError } from '../lib/app-error.js';
import { insertCampaign, setCampaignStatus, updateCampaign, voucherTaken } from './campaign-repo.js';

const snTaken = () => validationError([{ field: 'voucherCode', message: CAMPAIGN_MSG.snTaken }]);

/**
 * accessoryCampaign/upsert: a new campaign (no id) or new values of a known one, active or
 * passive alike (spec 1 §2.14: edit is no status change; the status moves only by passive and
 * active), 404 otherwise; SN codes are unique.
 */
export async function saveCampaign(db: Db, input: CampaignSave): Promise<Campaign> {
  try {
    return await inTransaction(db, async (tx) => {
      if (await voucherTaken(tx, input.voucherCode, input.id ?? null)) throw snTaken();
      if (input.id === undefined) return insertCampaign(tx, input);
      const saved = await updateCampaign(tx, input.id, input);
      if (!saved) throw notFoundError();
      return saved;
    });
  } catch (error) {
    // Two saves of one SN code at once: the unique index decides.
    if (isUniqueViolation(error, 'accessory_campaigns_voucher_uq')) throw snTaken();
    throw error;
  }
}

export async function setStatus(db: Db, id: number, active: boolean): Promise<Campaign> {
  const saved = await setCampaignStatus(db, id, active ? 1 : 0);
  if (!saved) throw notFoundError();
  return saved;
}
