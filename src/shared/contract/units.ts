import { z } from 'zod';
import { screens } from '../access.js';
import { defineEndpoint } from './endpoint.js';

/**
 * A serial typed or scanned resolves to its unit (issue 30 "The units and their ledger"). Serial
 * numbers are unique per product, not across products: the answer is every unit of the caller's
 * scope with that serial, and a screen that gets two asks which one was meant. A unit outside the
 * caller's scope is not in the answer (a dealer cannot learn that another dealer holds a serial):
 * a reseller finds the units it holds and the ones it sold (faulty reports, cancels), a
 * distributor its distributor's, a supplier its supply's, a group admin all. Our path:
 * GET /unit/bySerial?serialNo=… — the sales wizard, the faulty-product report and the stock
 * screens call it.
 */
export const UNIT_LOOKUP_SCREENS = ['/stockInfoList', '/saleInfoList', '/satis', '/faultyProductNotification'] as const;

// SUPPLY / RETURNED: a faulty unit its supplier took back on an approved replacement (issue 32).
export const unitHolderSchema = z.enum(['SUPPLY', 'DISTY', 'RESELLER', 'CUSTOMER']);
export const unitStatusSchema = z.enum(['IN_STOCK', 'SOLD', 'RETURNED']);

export const unitSchema = z.object({
  id: z.number(),
  serialNo: z.string(),
  modelId: z.number(),
  modelName: z.string(),
  barcode: z.string(),
  brandName: z.string(),
  supplyId: z.number(),
  holder: unitHolderSchema,
  /** The holder's code (a supplier's, a distributor's or a reseller's; for a sold unit, the reseller that sold it). */
  holderCode: z.string(),
  status: unitStatusSchema,
  /** When the holder got it. */
  receivedAt: z.string(),
});
export type Unit = z.infer<typeof unitSchema>;

export const unitBySerial = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/unit/bySerial',
  summary: 'Seri numarasıyla cihaz sorgula',
  access: screens(...UNIT_LOOKUP_SCREENS),
  query: z.object({ serialNo: z.string().trim().min(1).max(100) }),
  response: z.array(unitSchema),
});
