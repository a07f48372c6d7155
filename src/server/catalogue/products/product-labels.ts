import { sql } from 'drizzle-orm';
import type { LabelStatus } from '../../../shared/catalogue.js';
import { type Db, inTransaction, queryRows } from '../../db/sql.js';
import { notFoundError } from '../../lib/app-error.js';

type Labels = { labelStatus: LabelStatus }[];

/** model/add|remove/dashboard/{id}: puts the DASHBOARD label on or off (twice is the same as once). */
export function setDashboardLabel(db: Db, modelId: number, on: boolean): Promise<{ id: number; labels: Labels }> {
  return inTransaction(db, async (tx) => {
    const [model] = await queryRows<{ id: number }>(tx, sql`select id from models where id = ${modelId} for update`);
    if (!model) throw notFoundError();
    await tx.execute(
      on
        ? sql`insert into model_labels (model_id, label_status) values (${modelId}, 'DASHBOARD') on conflict do nothing`
        : sql`delete from model_labels where model_id = ${modelId} and label_status = 'DASHBOARD'`,
    );
    const labels = await queryRows<{ labelStatus: LabelStatus }>(
      tx,
      sql`select label_status as "labelStatus" from model_labels where model_id = ${modelId} order by label_status`,
    );
    return { id: modelId, labels };
  });
}
