import { type Gift, GIFT_TRANSACTION_LABELS, type GiftTransaction, type GiftTransactionType } from '../../../shared/contract/gifts.js';

/** Test data of the gift screens: a gift and a gift request as the server answers them. */
export function gift(id: number, giftScore: number, over: Partial<Gift> = {}): Gift {
  return {
    id,
    name: `Hediye ${id}`,
    description: 'Açıklama',
    giftScore,
    status: 1,
    images: [{ id: id * 10, url: `/files/gifts/${id * 10}.jpg` }],
    createDateTime: '2026-11-01T09:00:00.000Z',
    ...over,
  };
}

export function giftTx(id: number, type: GiftTransactionType = 'WAITING_FOR_RESPONSE', over: Partial<GiftTransaction> = {}): GiftTransaction {
  return {
    id,
    gift: { id: 7, name: 'Bluetooth Hoparlör', giftScore: 1500, images: [{ id: 70, url: '/files/gifts/70.jpg' }, { id: 71, url: '/files/gifts/71.jpg' }] },
    score: 1500,
    reseller: { id: 1, code: 'BY10001', name: 'Kadıköy İletişim', approvedScore: 2500, unapprovedScore: 400 },
    requester: { name: 'Ayşe', surname: 'Yılmaz' },
    giftTransactionType: type,
    giftTransactionTypeDisplay: GIFT_TRANSACTION_LABELS[type],
    requestDate: '2026-11-20T09:30:00.000Z',
    decidedDate: type === 'WAITING_FOR_RESPONSE' ? null : '2026-11-21T10:00:00.000Z',
    distyCode: 'DST01',
    ...over,
  };
}

/** The server's list of request types (spec 3 §7). */
export const TYPES = Object.entries(GIFT_TRANSACTION_LABELS).map(([key, value]) => ({ key, value }));

