import { type DistyStockRow, distyStockRowSchema, INGEST_MSG } from '../../shared/contract/ingest.js';
import type { Db } from '../db/sql.js';
import { type Feed, ingestBatch } from './batch-ingest.js';
import { distiesByCode, productsByBarcode, upsertDistyStock } from './disty-stock-repo.js';

/** Who sends: a service user bound to one distributor (users.disty_id) may report only that one's stock. */
export interface StockSender {
  distyId: number | null;
}

/** The distributor stock feed (spec 3 §3 stock row): distributor code + barcode → quantity. */
export const distyStockFeed: Feed<DistyStockRow, 'distyId' | 'modelId', StockSender> = {
  row: distyStockRowSchema,
  lookups: {
    distyId: { field: 'distyCode', query: distiesByCode, unknown: INGEST_MSG.unknownDisty },
    modelId: { field: 'barcode', query: productsByBarcode, unknown: INGEST_MSG.unknownBarcode },
  },
  check: (row, sender) => (sender.distyId !== null && row.distyId !== sender.distyId ? { field: 'distyCode', message: INGEST_MSG.notOwnDisty } : null),
  unique: { key: (row) => `${row.distyId}:${row.modelId}`, field: 'barcode', message: INGEST_MSG.duplicateStock },
  write: (tx, rows) => upsertDistyStock(tx, rows),
};

/**
 * Checks and writes a batch of stock rows (the endpoint and the demo seed both come here).
 * Call it inside a transaction: a refused batch (422) leaves nothing behind.
 */
export const ingestDistyStock = (tx: Db, rows: readonly unknown[], sender: StockSender = { distyId: null }) => ingestBatch(tx, distyStockFeed, rows, sender);
