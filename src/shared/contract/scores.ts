import { z } from 'zod';
import { screens } from '../access.js';
import { dateCell } from '../export-cells.js';
import { formatDateTime } from '../format.js';
import { FILTER_DEBOUNCE_MS } from '../paging.js';
import { idSchema } from '../schemas.js';
import { defineEndpoint } from './endpoint.js';
import { defineList } from './list.js';

/**
 * The dealer's score page /resellerScoreTransactions (issue 33; spec 3 §2.13, §3 reseller score and
 * score transaction, §4, §5, §7 "Resellers" score calls, §8, §9) and the score ledger's vocabulary
 * (ARCHITECTURE "Scores").
 *
 * The ledger: every change of a reseller's points is one row of score_transactions with its type, a
 * positive amount (the type says the direction) and the balances after it. The balances live on the
 * reseller's row and change only under that row's lock in the same transaction, so they are the
 * ledger's sums always and never go below zero.
 *
 * Our rules where the spec is silent (the server enforces them; docs/scores-and-gifts.md):
 * - The page is the login reseller's (spec 3 §6): the caller's reseller, never one it names.
 * - A pending transaction is a sale's SCORE_GAIN with points neither approved nor cancelled
 *   (remain_score > 0) whose sale is not waiting in the cancel queue.
 * - 'Onayla' approves the chosen pending transactions: one SCORE_APPROVE per transaction moves its
 *   remaining points from the unapproved to the approved balance. Transactions approved meanwhile
 *   (another tab) are skipped; none left → SCORE_MSG.noneWaiting (404).
 * - 'İptal Et' sends each chosen transaction's sale to the cancel queue of the sales area (the whole
 *   sale, no operator reason — the sales area's reasons speak of the operator's systems): the points leave the pending list at once and come off the
 *   unapproved balance when the queue approves the cancel (UNAPPROVED_SCORE_CANCEL) — the moment the
 *   sale is refunded; a rejected cancel puts the transaction back in the pending list.
 * - A gift request spends approved points (SCORE_SPEND); a rejected request gives them back as
 *   SCORE_REFUND ('Puan İadesi', ours: the spec's five types have no word for a refund).
 */

// ---- the ledger's vocabulary ----

/** Spec 3 §4, and SCORE_REFUND (ours, above). */
export const SCORE_TRANSACTION_TYPES = ['SCORE_GAIN', 'SCORE_APPROVE', 'UNAPPROVED_SCORE_CANCEL', 'APPROVED_SCORE_CANCEL', 'SCORE_SPEND', 'SCORE_REFUND'] as const;
export type ScoreTransactionType = (typeof SCORE_TRANSACTION_TYPES)[number];

/** Spec 3 §4 gives the first two labels; the others are ours in the same words. */
export const SCORE_TYPE_LABELS: Record<ScoreTransactionType, string> = {
  SCORE_GAIN: 'Puan Kazancı',
  SCORE_APPROVE: 'Puan Onayı',
  UNAPPROVED_SCORE_CANCEL: 'Onaysız Puan İptali',
  APPROVED_SCORE_CANCEL: 'Onaylı Puan İptali',
  SCORE_SPEND: 'Puan Harcama',
  SCORE_REFUND: 'Puan İadesi',
};

/** Spec 3 §9. */
export const SCORE_WAITING_PAGE_SIZES = [5, 10, 15];
export const SCORE_HISTORY_PAGE_SIZES = [10, 20, 30];
/** Spec 3 §9: the score filters search 2 s after the last change. */
export const SCORE_FILTER_DEBOUNCE_MS = FILTER_DEBOUNCE_MS;
/** Spec 3 §8: approve and cancel failures show the server's message for 4 s. */
export const SCORE_ERROR_TOAST_MS = 4_000;
/** Ours: at most this many transactions in one approve or cancel (three full pages and more). */
export const SCORE_SELECT_MAX = 100;

export const SCORE_MSG = {
  // Spec 3 §5
  selectOne: 'En az bir işlem seçili olmalıdır.',
  confirmApprove: (n: number) => `${n} tane işlemi onaylamak istediğinizden emin misiniz?`,
  confirmCancel: (n: number) => `${n} tane işlemi iptal etmek istediğinizden emin misiniz? Satış işlemlerinin iadesi gerçekleştirilecektir.`,
  // Spec 3 §8
  historyFailed: 'Satış bilgisi getirme başarısız.',
  scoreFailed: 'Bayi puan bilgileri alınamadı.',
  waitingFailed: 'Bayi onay bekleyen işlemler alınamadı.',
  detailFailed: 'İşlem bilgisi getirme başarısız.',
  cancelFailed: 'İşlemler iptal için onaya gönderilemedi.',
  noneWaiting: 'Onay bekleyen işlem bulunamadı',
  noTransactions: 'Puan işlemi bulunamadı',
  // Ours, in the spec's style (spec 3 §8: the approval success text is not shown)
  approved: 'Seçilen işlemler onaylandı.',
  cancelled: 'Seçilen işlemler iptal için onaya gönderildi.',
  noReseller: 'Puan işlemleri için bir bayi ile giriş yapılmalıdır.',
  dateInvalid: 'İşlem tarihi gg.aa.yyyy biçiminde olmalıdır.',
  // Screen texts (spec 3 §2.13)
  waitingTitle: 'Onay Bekleyen İşlem Listesi',
  historyTitle: 'Bütün Puan İşlemleri',
  detailTitle: 'Satış Detay',
  approve: 'Onayla',
  cancel: 'İptal Et',
  detail: 'Detay',
  resellerCode: 'Bayi Kodu',
  approvedScore: 'Onaylı Puan',
  unapprovedScore: 'Onaysız Puan',
  selectedCount: 'Seçilen İşlem Sayısı',
  selectedTotal: 'Seçilen Toplam Puan',
} as const;

const PAGE = screens('/resellerScoreTransactions');

// ---- the balance ----

/** Spec 3 §3 reseller score, with the code of the reseller it belongs to. */
export const resellerScoreSchema = z.object({ resellerCode: z.string(), resellerName: z.string(), approvedScore: z.number(), unapprovedScore: z.number() });
export type ResellerScore = z.infer<typeof resellerScoreSchema>;

/** GET score by reseller code (spec 3 §7): the caller's reseller's balances. */
export const getResellerScore = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/reseller/score',
  summary: 'Bayinin puan bakiyeleri',
  access: screens('/resellerScoreTransactions', '/giftTransaction', '/lastResellerScoreOfGift'),
  response: resellerScoreSchema,
});

// ---- the pending list ----

/** A pending transaction (spec 3 §2.13: sale date, sale price, score, Detay). */
export const waitingScoreSchema = z.object({
  id: z.number(),
  createDateTime: z.string(),
  /** The points still waiting (remainScore). */
  remainScore: z.number(),
  transactionAmount: z.number(),
  productSale: z.object({ id: z.number(), completedDateTime: z.string(), finalPrice: z.number() }),
});
export type WaitingScore = z.infer<typeof waitingScoreSchema>;

/** GET waiting transactions (spec 3 §7), 5/10/15 a page, newest sale first (as the other lists; the dealer checks its latest sales). */
export const waitingScoreList = defineList({
  id: 'scores-waiting',
  title: 'Bayinin onay bekleyen puanları',
  path: '/reseller/score/waiting',
  access: PAGE,
  filter: z.object({}),
  row: waitingScoreSchema,
  columns: [
    { key: 'saleDate', header: 'Satış Tarihi', text: (r) => formatDateTime(r.productSale.completedDateTime) },
    { key: 'finalPrice', header: 'Satış Fiyatı', text: (r) => r.productSale.finalPrice },
    { key: 'score', header: 'Puan', text: (r) => r.remainScore },
  ],
  sorts: ['saleDate', 'id'],
  defaultSort: 'saleDate,desc',
  pageSizes: SCORE_WAITING_PAGE_SIZES,
  defaultPageSize: 5,
  emptyText: SCORE_MSG.noneWaiting,
});

/** POST approve / cancel waiting (spec 3 §7: transactionsIdList; the reseller is the caller's). */
export const scoreDecisionBodySchema = z.object({
  transactionsIdList: z.array(idSchema).min(1, SCORE_MSG.selectOne).max(SCORE_SELECT_MAX, `En fazla ${SCORE_SELECT_MAX} işlem seçilebilir.`),
});
export type ScoreDecisionBody = z.infer<typeof scoreDecisionBodySchema>;

/** What a decision did: how many transactions and points, and the balances after it. */
export const scoreDecisionResultSchema = z.object({ count: z.number(), score: z.number(), balance: resellerScoreSchema });
export type ScoreDecisionResult = z.infer<typeof scoreDecisionResultSchema>;

export const approveWaitingScores = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/reseller/score/approve',
  summary: 'Bekleyen puanları onayla',
  access: PAGE,
  body: scoreDecisionBodySchema,
  response: scoreDecisionResultSchema,
});

export const cancelWaitingScores = defineEndpoint({
  service: 'api',
  method: 'POST',
  path: '/reseller/score/cancel',
  summary: 'Bekleyen puanları iptal et',
  access: PAGE,
  body: scoreDecisionBodySchema,
  response: scoreDecisionResultSchema,
});

// ---- 'Bütün Puan İşlemleri' ----

/** Spec 3 §3 score transaction. */
export const scoreTransactionSchema = z.object({
  id: z.number(),
  createDateTime: z.string(),
  scoreTransactionType: z.enum(SCORE_TRANSACTION_TYPES),
  scoreTransactionTypeDisplay: z.string(),
  transactionAmount: z.number(),
  remainScore: z.number(),
  latestApprovedScore: z.number(),
  latestUnapprovedScore: z.number(),
  /** The sale it belongs to (gains and their approvals and cancels); null for a gift's spend or refund. */
  productSaleId: z.number().nullable(),
});
export type ScoreTransaction = z.infer<typeof scoreTransactionSchema>;

/** Spec 3 §7 search transactions: transactionDate 'dd.mm.yyyy' (one Istanbul day) and the type. */
export const scoreHistoryFilterSchema = z.object({
  transactionDate: z
    .string()
    .trim()
    .regex(/^\d{2}\.\d{2}\.\d{4}$/, SCORE_MSG.dateInvalid)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  scoreTransactionType: z.enum(SCORE_TRANSACTION_TYPES).optional(),
});
export type ScoreHistoryFilter = z.infer<typeof scoreHistoryFilterSchema>;

export const scoreHistoryList = defineList({
  id: 'scores-history',
  title: 'Bayinin puan hareketleri',
  path: '/reseller/score/transactions',
  access: PAGE,
  filter: scoreHistoryFilterSchema,
  row: scoreTransactionSchema,
  columns: [
    { key: 'createDateTime', header: 'İşlem Tarihi', text: (r) => formatDateTime(r.createDateTime), exportCell: (r) => dateCell(r.createDateTime) },
    { key: 'type', header: 'İşlem Tipi', text: (r) => r.scoreTransactionTypeDisplay },
    { key: 'amount', header: 'Puan', text: (r) => r.transactionAmount },
    { key: 'latestApprovedScore', header: 'Son Onaylı Puan', text: (r) => r.latestApprovedScore },
    { key: 'latestUnapprovedScore', header: 'Son Onaysız Puan', text: (r) => r.latestUnapprovedScore },
  ],
  sorts: ['createDateTime', 'id'],
  defaultSort: 'createDateTime,desc',
  pageSizes: SCORE_HISTORY_PAGE_SIZES,
  defaultPageSize: 10,
  emptyText: SCORE_MSG.noTransactions,
});

/** GET score types (spec 3 §7: key, value) — the type filter's options. */
export const scoreTypes = defineEndpoint({
  service: 'api',
  method: 'GET',
  path: '/reseller/score/types',
  summary: 'Puan işlem tipleri (anahtar, etiket)',
  access: PAGE,
  response: z.array(z.object({ key: z.enum(SCORE_TRANSACTION_TYPES), value: z.string() })),
});
