import { z } from 'zod';
import { APPROVE_TYPES } from '../catalogue.js';
import { productRowSchema } from './models.js';

/**
 * The pieces every price answer is built from (the owners' lists, the approval list, the
 * detail and its history), declared once so each answer names and types them the same way.
 * The server builds them in src/server/prices/price-model-row.ts.
 */

export const namedSchema = z.object({ id: z.number(), name: z.string() });

/**
 * The product of a price row (spec 1 §3 "Model price (supplier side)" model, spec 3 §3
 * "Price approval record" model): the product list row's fields, brand and sub-category
 * (with its category) by id and name. Each answer adds what its spec lists (approveType, eol).
 */
export const priceModelSchema = productRowSchema.pick({
  id: true,
  name: true,
  barcode: true,
  description: true,
  supplyStatus: true,
  origin: true,
  brand: true,
  subCategory: true,
});
export type PriceModel = z.infer<typeof priceModelSchema>;

/** The tax ratio and the four supplier prices of a supplier version (recommendedEdmPrice null = not entered). */
export const supplyPricesShape = {
  taxRatio: z.number(),
  distyPrice: z.number(),
  recommendedEdmPrice: z.number().nullable(),
  recommendedResellerPrice: z.number(),
  recommendedSellPrice: z.number(),
};

/** A check flag against the version before: true = rose (green), false = fell (pink), null = unknown. */
export const checkSchema = z.boolean().nullable();

/** A supplier version's own fields: id, validity, 'next price' (starts in the future) and approval summary. */
export const supplyVersionShape = {
  id: z.number(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  nextPrice: z.boolean(),
  approveType: z.enum(APPROVE_TYPES),
};

/** The check flags every supplier-version answer carries (the history adds checkRecommendedEdmPrice). */
export const supplyChecksShape = {
  checkDistyPrice: checkSchema,
  checkRecommendedResellerPrice: checkSchema,
  checkRecommendedSellPrice: checkSchema,
};
