import { z } from 'zod';
import { APPROVE_TYPES, EOL_FILTER_VALUES, LABEL_STATUSES, SUPPLY_STATUSES } from './catalogue.js';
import { coercedIdSchema } from './schemas.js';

/** Filter of the product lists (spec 2 §2.2, §2.3; spec 3 §2.7). Empty values are dropped by the client. */
export const productFilterSchema = z.object({
  category: coercedIdSchema.optional(),
  subCategory: coercedIdSchema.optional(),
  brand: coercedIdSchema.optional(),
  supply: coercedIdSchema.optional(),
  modelName: z.string().trim().max(200).optional(),
  barcode: z.string().trim().max(50).optional(),
  supplyStatus: z.enum(SUPPLY_STATUSES).optional(),
  origin: z.string().trim().max(100).optional(),
  eol: z.enum(EOL_FILTER_VALUES).optional(),
  lastApproveType: z.enum(APPROVE_TYPES).optional(),
  labelStatus: z.enum(LABEL_STATUSES).optional(),
});
export type ProductFilter = z.infer<typeof productFilterSchema>;
