import { z } from 'zod';
import { formatCode, parseCode } from '../campaign-code.js';
import { digitsOnly, normalizeGsm } from '../digits.js';
import { CUSTOMER_NUMBER_FIELD, type CustomerType, SALE_PRICE_MAX, type SaleType, WIZARD_MSG } from './sale-texts.js';

/**
 * Sales (issue 31): a reseller's sale of units to a customer and its cancellation — spec 2
 * §2.8, §2.9, §2.15, §3 (product sale, serial item, customer), §4, §5 "Sales search" and
 * "Cancel", §6, §7 "Sales" and "Wizard", §8, §9; spec 3 §2.13 'Satış Detay', §2.14, §3, §4, §5,
 * §7 "Cancel queue (sales)", §8, §9. A sale comes through two doors into one service (ARCHITECTURE
 * "The serial and sale ledger"): the in-store wizard /satis (offline-capable: an outbox write with
 * an Idempotency-Key) and the WEB_SERVICE feed of sales made elsewhere; both move the units from
 * the reseller to the customer with the ledger's conditional update and consume a campaign serial
 * or password exactly once.
 *
 * Who sees what (the server decides; the screens lock and prefill the same filters, spec 2 §6):
 * TTG_ADMIN and TTG_CUSTOMER_SERVICE all sales; a DISTY_ADMIN its distributor's (distyCode
 * forced); a SUPPLY_ADMIN the sales holding its supply's units (supplyId forced, only its lines in
 * a detail) and never the campaign serial, the password, the customer's data or the gross profit —
 * those fields are absent from its answers, hence optional in the row and line schemas, and its
 * filters on them are ignored (a search by a password would tell which sale used it); a reseller
 * its own (parentResellerCode forced to its main dealer; resellerCode forced to its own unless its
 * reseller type is one of FAMILY_SEARCH_RESELLER_TYPES, which searches its whole family).
 *
 * Our paths (the spec shows none): POST /sale/search (page), /sale/findAll (xlsx, one row a sale),
 * /sale/findAllDevices (xlsx, one row a unit), GET /sale/detail/:id, POST /sale/cancel;
 * POST /sale/cancelQueue/search, /sale/cancelQueue/findAll (xlsx), /sale/cancelSaleApprove,
 * /sale/cancelSaleReject, /sale/multiCancelSaleApprove (the spec's call names); GET
 * /sale/sellableUnits, GET /sale/campaigns, POST /sale/complete (wizard); POST /ingest/sales (the
 * feed, on the ingestion API's pattern of ingest.ts).
 */

// The list, detail, cancel and queue endpoints are in sale-lists.ts; the wizard's and the feed's in
// sale-wizard.ts; constants, states and texts in sale-texts.ts. This file holds the price rules and
// the field schemas they share.

// ---- prices ----

const cents = (v: number) => Math.round(v * 100);
/** At most two decimals (19.99 · 100 is 1998.9999… in floating point: compared with a tolerance). */
const hasCents = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/**
 * The lowest price a dealer may sell a unit at: the recommended sale price (TESF) lowered by the
 * reseller's MAX_DISCOUNT_RATIO percent (spec 3 §2.12: the ratio is taken from TESF), rounded UP to
 * the kuruş so a rounded price never passes the limit.
 */
export function minSalePrice(recommendedSellPrice: number, maxDiscountRatio: number): number {
  const ratio = Math.min(100, Math.max(0, maxDiscountRatio));
  // max: a 100 % ratio would round to −0.
  return Math.max(0, Math.ceil((recommendedSellPrice * 100 * (100 - ratio)) / 100 - 1e-6)) / 100;
}

/**
 * The highest: the tolerance price (spec 2 §3 priceWithTolerance, docs/prices.md "Tolerance price": TESF ×
 * (1 + the sub-category's /Marj ratio)); TESF itself when the sub-category has no ratio. The wizard
 * starts a line at TESF; the dealer lowers it (or raises it) within [min, max].
 */
export const maxSalePrice = (recommendedSellPrice: number, priceWithTolerance: number | null) =>
  priceWithTolerance === null ? recommendedSellPrice : Math.max(recommendedSellPrice, priceWithTolerance);

/** The price check of a line, in kuruş: null when the price is within the band. */
export function salePriceConflict(price: number, band: { minPrice: number; maxPrice: number }): 'PRICE_BELOW_LIMIT' | 'PRICE_ABOVE_LIMIT' | null {
  if (cents(price) < cents(band.minPrice)) return 'PRICE_BELOW_LIMIT';
  if (cents(price) > cents(band.maxPrice)) return 'PRICE_ABOVE_LIMIT';
  return null;
}

/**
 * A sale's money (spec 2 §3 finalPrice, discountAmount; §9): the final price is the sum of the
 * lines' prices, the discount what they were sold under their highest price. Spec 2 §9's per-item
 * formula (tolerance price × (1 − discount ÷ (final + discount))) spreads a sale-level discount
 * over the items; our lines carry their own price, which is that formula's result when every line
 * is lowered by the same ratio (final + discount = Σ highest prices).
 */
export function saleTotals(lines: readonly { price: number; maxPrice: number }[]): { finalPrice: number; discountAmount: number } {
  let finalCents = 0;
  let discountCents = 0;
  for (const l of lines) {
    finalCents += cents(l.price);
    discountCents += Math.max(0, cents(l.maxPrice) - cents(l.price));
  }
  return { finalPrice: finalCents / 100, discountAmount: discountCents / 100 };
}

/** Spec 2 §9: gross profit is the final price minus the distributor price (null when that is unknown). */
export const grossProfit = (finalPrice: number, distyPrice: number | null) => (distyPrice === null ? null : (cents(finalPrice) - cents(distyPrice)) / 100);

// ---- shared field schemas ----

/** A trimmed text of at most `max` characters (the filters' fields). */
export const text = (max: number) => z.string().trim().max(max);

/** A line's price as typed or sent: 0 to 99,999,999.99, kuruş (a 100 % discount ratio may reach 0). */
export const salePriceSchema = z
  .number({ error: WIZARD_MSG.priceInvalid })
  .min(0, WIZARD_MSG.priceInvalid)
  .max(SALE_PRICE_MAX, WIZARD_MSG.priceInvalid)
  .refine(hasCents, WIZARD_MSG.priceInvalid);

/**
 * A campaign serial or password as the customer got it (campaign-code.ts: 11 characters, check
 * character; lower case, spaces and dashes forgiven): the canonical text out, null for none. A
 * typo is refused here, before any lookup.
 */
export const campaignCodeSchema = z
  .string({ error: WIZARD_MSG.codeInvalid })
  .trim()
  .max(40, WIZARD_MSG.codeInvalid)
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const n = parseCode(v);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message: WIZARD_MSG.codeInvalid });
      return z.NEVER;
    }
    return formatCode(n);
  });

/** A number typed through PHONE_MASK (or bare digits, a leading 0 or 90 allowed): its 10 digits out, null for none. */
const maskedNumber = (message: string, read: (digits: string) => string | null) =>
  z
    .string({ error: message })
    .trim()
    .max(25, message)
    .nullish()
    .transform((v, ctx) => {
      if (!v) return null;
      const digits = /^[\d\s()+-]+$/.test(v) ? read(digitsOnly(v)) : null;
      if (digits === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return digits;
    });

const tenDigits = (d: string) => {
  const local = d.length === 12 && d.startsWith('90') ? d.slice(2) : d.length === 11 && d.startsWith('0') ? d.slice(1) : d;
  return /^[1-9]\d{9}$/.test(local) ? local : null;
};

/** Spec 2 §2.15 mobile number, mask (999) 999-9999: a Turkish mobile number (5xx, spec 2 §5's rule). */
export const customerPhoneSchema = maskedNumber(WIZARD_MSG.phoneInvalid, normalizeGsm);
/** Spec 2 §2.15 fixed line, the same mask: area code and number, 10 digits. */
export const customerPstnSchema = maskedNumber(WIZARD_MSG.pstnInvalid, tenDigits);
/** Spec 2 §2.15 broadband service number: no mask given; digits only. */
export const customerServiceNoSchema = maskedNumber(WIZARD_MSG.serviceNoInvalid, (d) => (/^\d{1,20}$/.test(d) ? d : null));

export type Issue = { path: string; message: string };

/** The customer's type asks for its own subscription number (CUSTOMER_NUMBER_FIELD); the others are optional. */
export function customerIssues(c: { customerType: CustomerType } & Record<(typeof CUSTOMER_NUMBER_FIELD)[CustomerType], string | null>): Issue[] {
  const field = CUSTOMER_NUMBER_FIELD[c.customerType];
  return c[field] ? [] : [{ path: field, message: WIZARD_MSG.numberRequired[c.customerType] }];
}

/**
 * The issue's sale types: TEMLIK needs its campaign and exactly one of the campaign serial and the
 * password the customer got; VANILLA carries none of them.
 */
export function campaignIssues(
  s: { productSaleType: SaleType; serialValue: string | null; passValue: string | null },
  campaign: { field: string; given: boolean; missingText: string },
): Issue[] {
  if (s.productSaleType === 'VANILLA') {
    const sent = [campaign.given ? campaign.field : null, s.serialValue ? 'serialValue' : null, s.passValue ? 'passValue' : null].filter((f) => f !== null);
    return sent.map((path) => ({ path, message: WIZARD_MSG.vanillaNoCampaign }));
  }
  const issues: Issue[] = [];
  if (!campaign.given) issues.push({ path: campaign.field, message: campaign.missingText });
  if (!s.serialValue && !s.passValue) issues.push({ path: 'serialValue', message: WIZARD_MSG.codeRequired });
  if (s.serialValue && s.passValue) issues.push({ path: 'passValue', message: WIZARD_MSG.codeBoth });
  return issues;
}

/** Adds each issue to the refinement at its field. */
export const report = (ctx: z.RefinementCtx, issues: Issue[]) => {
  for (const i of issues) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
};
