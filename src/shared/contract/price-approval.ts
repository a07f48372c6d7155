import { z } from 'zod';
import { screens } from '../access.js';
import { eolLabel } from '../catalogue.js';
import { productFilterSchema } from '../product-filter.js';
import { formatDate, formatMoney, formatPercent, formatShortDate } from '../format.js';
import { PRICE_APPROVAL_PAGE_SIZE, PRICE_MSG } from '../prices.js';
import { idSchema } from '../schemas.js';
import { defineEndpoint } from './endpoint.js';
import { defineList } from './list.js';
import { namedSchema, priceModelSchema, supplyPricesShape } from './price-rows.js';
import { formatTrCount } from '../format.js';

/**
 * Price approval by distributors (/WaitingMySupplyPrice, spec 3 §2.18, §3 "Price approval
 * record", §7 "Price approval"): the supplier prices waiting for the caller's distributor,
 * approved or rejected one by one or in bulk (all or nothing). A record's id is the
 * distributor row (model_price_disties) of the supplier version it carries.
 */
export const PRICE_APPROVAL_MSG = {
  title: 'Onay Bekleyen Fiyatlar',
  // Our own texts (the spec shows none for these), worded like the catalogue's.
  noSelection: 'Seçili fiyat yok.',
  toReject: (n: number) => `${n} fiyat reddedilecek.`,
  descriptionLabel: 'Red Açıklaması',
} as const;

/** At most this many decisions in one bulk call (one transaction). */
export const PRICE_DECISION_MAX_ITEMS = 10_000;
/** A rejection's description, kept for the supplier (characters). */
export const PRICE_REJECT_DESCRIPTION_MAX = 500;

/** The product filters of spec 3 §2.18 (the same inputs as the product lists). */
export const priceApprovalFilterSchema = productFilterSchema.pick({
  category: true,
  subCategory: true,
  brand: true,
  supply: true,
  modelName: true,
  barcode: true,
  supplyStatus: true,
  origin: true,
  eol: true,
});
export type PriceApprovalFilter = z.infer<typeof priceApprovalFilterSchema>;

/** Spec 3 §3 "Price approval record": id, createDateTime and the supplier version with its product. */
export const priceApprovalRowSchema = z.object({
  id: z.number(),
  createDateTime: z.string(),
  modelPriceSupply: z.object({
    id: z.number(),
    model: priceModelSchema.extend({ eol: z.boolean().nullable() }),
    supply: namedSchema,
    startDate: z.string(),
    ...supplyPricesShape,
  }),
});
export type PriceApprovalRow = z.infer<typeof priceApprovalRowSchema>;

const money = (v: number | null) => (v === null ? PRICE_MSG.notEntered : formatMoney(v));

/** POST modelPriceSupply/approve/findAllFilter: the caller's distributor's waiting prices, 25 a page, newest first. */
export const priceApprovalList = defineList({
  id: 'waiting-prices',
  title: 'Onay bekleyen tedarikçi fiyatları',
  path: '/modelPriceSupply/approve/findAllFilter',
  access: screens('/WaitingMySupplyPrice'),
  filter: priceApprovalFilterSchema,
  row: priceApprovalRowSchema,
  columns: [
    { key: 'category', header: 'Kategori', text: (r) => r.modelPriceSupply.model.subCategory.category.name },
    { key: 'subCategory', header: 'Alt Kategori', text: (r) => r.modelPriceSupply.model.subCategory.name },
    { key: 'brand', header: 'Marka', text: (r) => r.modelPriceSupply.model.brand.name },
    { key: 'supplyName', header: 'Tedarikçi', text: (r) => r.modelPriceSupply.supply.name },
    { key: 'name', header: 'Ürün Adı', text: (r) => r.modelPriceSupply.model.name },
    { key: 'barcode', header: 'Barkod', text: (r) => r.modelPriceSupply.model.barcode },
    { key: 'description', header: 'Açıklama', text: (r) => r.modelPriceSupply.model.description },
    { key: 'supplyStatus', header: 'Tedarikçi Durumu', text: (r) => r.modelPriceSupply.model.supplyStatus },
    { key: 'origin', header: 'Menşei', text: (r) => r.modelPriceSupply.model.origin },
    { key: 'eol', header: 'EOL', text: (r) => eolLabel(r.modelPriceSupply.model.eol) },
    { key: 'createDateTime', header: 'Talep Tarihi', text: (r) => formatShortDate(r.createDateTime) },
    { key: 'startDate', header: 'Başlangıç Tarihi', text: (r) => formatDate(r.modelPriceSupply.startDate) },
    { key: 'taxRatio', header: 'KDV Oranı', text: (r) => formatPercent(r.modelPriceSupply.taxRatio) },
    { key: 'distyPrice', header: 'Distribütör Alış Fiyatı', text: (r) => money(r.modelPriceSupply.distyPrice) },
    { key: 'recommendedEdmPrice', header: 'Önerilen EDM Alış Fiyatı', text: (r) => money(r.modelPriceSupply.recommendedEdmPrice) },
    { key: 'recommendedResellerPrice', header: 'Önerilen Bayi Alış Fiyatı', text: (r) => money(r.modelPriceSupply.recommendedResellerPrice) },
    { key: 'recommendedSellPrice', header: 'Önerilen Satış Fiyatı', text: (r) => money(r.modelPriceSupply.recommendedSellPrice) },
  ],
  sorts: [
    'createDateTime',
    'startDate',
    'category',
    'subCategory',
    'brand',
    'supplyName',
    'name',
    'barcode',
    'supplyStatus',
    'origin',
    'eol',
    'taxRatio',
    'distyPrice',
    'recommendedEdmPrice',
    'recommendedResellerPrice',
    'recommendedSellPrice',
    'id',
  ],
  defaultSort: 'createDateTime,desc',
  pageSizes: [PRICE_APPROVAL_PAGE_SIZE],
  defaultPageSize: PRICE_APPROVAL_PAGE_SIZE,
  emptyText: PRICE_MSG.noRecord,
});

/** The top bar's bell: how many prices wait for the caller's distributor. */
export const waitingPriceCount = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/modelPriceSupply/approve/waitingCount',
  summary: 'Onay bekleyen fiyat sayısı (zil)',
  access: screens('/WaitingMySupplyPrice') /* its bell links there */,
  response: z.number(),
});

const description = z
  .string()
  .trim()
  .max(PRICE_REJECT_DESCRIPTION_MAX, `Red açıklaması en fazla ${PRICE_REJECT_DESCRIPTION_MAX} karakter olabilir.`)
  .nullish()
  .transform((v) => (v ? v : null));

const decisionResult = z.object({ count: z.number() });

/** A rejection needs its description (PRICE_MSG.rejectDescriptionRequired); an approval ignores it. */
export const priceDecisionSchema = z
  .object({ id: idSchema, approve: z.boolean(), description })
  .superRefine((d, ctx) => {
    if (!d.approve && !d.description) ctx.addIssue({ code: 'custom', path: ['description'], message: PRICE_MSG.rejectDescriptionRequired });
  });

/** Spec 3 §7 "approve list": ids each with an optional description, one approve flag; all or nothing. */
export const priceDecisionListSchema = z
  .object({
    items: z
      .array(z.object({ id: idSchema, description }))
      .min(1, PRICE_APPROVAL_MSG.noSelection)
      .max(PRICE_DECISION_MAX_ITEMS, `Tek seferde en fazla ${formatTrCount(PRICE_DECISION_MAX_ITEMS)} fiyat onaylanabilir veya reddedilebilir.`),
    approve: z.boolean(),
  })
  .superRefine((d, ctx) => {
    if (d.approve) return;
    // One issue is enough: the same text for every item would only repeat itself.
    const missing = d.items.findIndex((i) => !i.description);
    if (missing >= 0) ctx.addIssue({ code: 'custom', path: ['items', missing, 'description'], message: PRICE_MSG.rejectDescriptionRequired });
  });
export type PriceDecisionList = z.input<typeof priceDecisionListSchema>;

/** POST modelPriceSupply/approveModelPriceSupply: approve or reject one waiting price. */
export const decidePrice = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/modelPriceSupply/approveModelPriceSupply',
  summary: 'Tedarikçi fiyatını onayla veya reddet',
  access: screens('/WaitingMySupplyPrice'),
  body: priceDecisionSchema,
  response: decisionResult,
});

/** POST modelPriceSupply/approveModelPriceSupplyList: approve or reject many in one transaction. */
export const decidePriceList = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/modelPriceSupply/approveModelPriceSupplyList',
  summary: 'Birden çok tedarikçi fiyatını onayla veya reddet',
  description: 'Hepsi tek işlemde; biri olmazsa hiçbiri yazılmaz.',
  access: screens('/WaitingMySupplyPrice'),
  body: priceDecisionListSchema,
  // 10,000 items with the longest description (up to 3 bytes a character) fit.
  bodyLimit: PRICE_DECISION_MAX_ITEMS * (PRICE_REJECT_DESCRIPTION_MAX * 3 + 64),
  response: decisionResult,
});
