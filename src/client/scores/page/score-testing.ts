import type { SaleDetail } from '../../../shared/contract/sale-lists.js';
import { type ResellerScore, SCORE_TYPE_LABELS, type ScoreTransaction, type ScoreTransactionType, type WaitingScore } from '../../../shared/contract/scores.js';

/** Test data of the score page, as the server answers it. */
export const BALANCE: ResellerScore = { resellerCode: 'BY10001', resellerName: 'Kadıköy İletişim', approvedScore: 1250, unapprovedScore: 340 };

/** A pending transaction of sale `id * 10`. */
export const waiting = (id: number, remainScore: number, finalPrice = 1234.5): WaitingScore => ({
  id,
  createDateTime: '2026-11-20T09:30:00.000Z',
  remainScore,
  transactionAmount: remainScore,
  productSale: { id: id * 10, completedDateTime: '2026-11-20T09:30:00.000Z', finalPrice },
});

export const transaction = (id: number, type: ScoreTransactionType, amount: number): ScoreTransaction => ({
  id,
  createDateTime: '2026-11-21T10:00:00.000Z',
  scoreTransactionType: type,
  scoreTransactionTypeDisplay: SCORE_TYPE_LABELS[type],
  transactionAmount: amount,
  remainScore: 0,
  latestApprovedScore: 1250,
  latestUnapprovedScore: 340,
  productSaleId: type === 'SCORE_SPEND' ? null : 10,
});

/** The sale behind a pending transaction, with one unit. */
export const saleOf = (id: number): SaleDetail => ({
  id,
  completedDateTime: '2026-11-20T09:30:00.000Z',
  productSaleType: 'TEMLIK',
  productSaleTypeDisplay: 'Kampanyalı',
  productSaleStatus: 'COMPLETED',
  productSaleStatusDisplay: 'Tamamlandı',
  customerType: 'MOBILE',
  customerTypeDisplay: 'Mobil',
  distyCode: 'DST001',
  reseller: { code: 'BY10001', name: 'Kadıköy İletişim', parentCode: null },
  sellerUser: { name: 'Selin', surname: 'Aydın' },
  finalPrice: 1234.5,
  discountAmount: 0,
  accessoryCampaign: null,
  serialValue: 'ABCD-1',
  passValue: 'PASS-1',
  customerName: 'Ahmet',
  customerSurname: 'Yılmaz',
  customerPhoneNo: '5321234567',
  customerServiceNo: null,
  customerPstnNo: null,
  grossProfit: 200,
  scoreTransactionAmount: 12,
  cancelReason: null,
  cancelRequestDateTime: null,
  rejectCancelSaleDescription: null,
  lineCount: 1,
  productSerialNoList: [
    {
      id: 1,
      unitId: 11,
      barcode: '8690000001',
      serialNo: 'SN-1',
      model: { name: 'Anker Kablo', brandName: 'Anker', subCategory: 'Kablo' },
      recommendedSellPrice: 500,
      priceWithTolerance: 550,
      selectedPrice: 450,
      distyPrice: 300,
      grossProfit: 150,
      saleStatus: 'SOLD',
      saleStatusDisplay: 'Satıldı',
    },
  ],
});
