import { GIFT_FILTER_DEBOUNCE_MS, GIFT_MSG, type GiftTransaction, giftTransactionList, giftTransactionTypes, myGiftList } from '../../../shared/contract/gifts.js';
import { formatQuantity } from '../../../shared/format.js';
import { call } from '../../lib/api.js';
import type { ColumnDef, ColumnView, FilterDef, ListView } from '../../ui/list/list-types.js';
import { giftRequestKeys } from './gift-request-queries.js';

/** Spec 3 §4: the status labels come from the server's list (GET transaction types). */
const statusFilter: FilterDef = {
  kind: 'select',
  key: 'giftTransactionType',
  label: 'Onay Durumu',
  options: async () => (await call(giftTransactionTypes)).map((t) => ({ value: t.key, label: t.value })),
};

/** Spec 3 §2.11 the admin's filters (keys: giftTransactionFilterSchema's). */
export const GIFT_TRANSACTION_FILTERS: FilterDef[] = [statusFilter, { kind: 'text', key: 'resellerCode', label: 'Bayi Kodu' }, { kind: 'text', key: 'giftName', label: 'Hediye Adı' }];
/** 'My gifts': its own requests, by status. */
export const MY_GIFT_FILTERS: FilterDef[] = [statusFilter];

/** The request's gift picture: its first image, opening every image of the gift. */
function Thumbnail({ row, onImages }: { row: GiftTransaction; onImages: (r: GiftTransaction) => void }) {
  const first = row.gift.images[0];
  if (!first) return <span className="gift-request-no-image">{GIFT_MSG.noImage}</span>;
  return (
    <button type="button" className="gift-request-thumb" onClick={() => onImages(row)} aria-label={`${row.gift.name} resimleri`} data-testid={`gift-tx-images-${row.id}`}>
      <img src={first.url} alt={row.gift.name} loading="lazy" />
    </button>
  );
}

/**
 * Spec 3 §2.11's column order: … request date, images, distributor. The images are the screen's
 * column, so the declared distributor follows them as a trailing column of its own.
 */
function trailing(onImages: (r: GiftTransaction) => void): ColumnDef<GiftTransaction>[] {
  const disty = giftTransactionList.columns.find((c) => c.key === 'distyCode')!;
  return [
    { header: 'Resimler', cell: (r) => <Thumbnail row={r} onImages={onImages} />, width: '6rem' },
    { header: disty.header, cell: (r) => disty.text(r), width: '8rem', hideOnPhone: true },
  ];
}

/** Points with comma thousands, as the balances over the grid (spec 3 §9). */
const points = (pick: (r: GiftTransaction) => number): ColumnView<GiftTransaction> => ({ width: '7rem', align: 'end', cell: (r) => formatQuantity(pick(r)) });

/** A 390 px card keeps the gift, whose, its state, score and day; the balances and the rest are on desktop and in the file. */
const columns = {
  giftName: { width: '12rem' },
  resellerCode: { width: '7rem', hideOnPhone: true },
  resellerName: { width: '12rem' },
  requester: { width: '10rem', hideOnPhone: true },
  status: { width: '8rem' },
  score: points((r) => r.score),
  unapprovedScore: { ...points((r) => r.reseller.unapprovedScore), hideOnPhone: true },
  approvedScore: { ...points((r) => r.reseller.approvedScore), hideOnPhone: true },
  createDateTime: { width: '9rem' },
} satisfies ListView<typeof giftTransactionList>['columns'];

export interface GiftApprovalHandlers {
  onDecide: (r: GiftTransaction) => void;
  onImages: (r: GiftTransaction) => void;
}

/**
 * /approveResellerScoreOfGift: every request newest first, 10 a page, searched 2 s after the last
 * filter change (spec 3 §9), Excel 'Bayi Puan Hediyeleri Listesi'. The approve action opens the
 * decision and is disabled once the request is approved or rejected (spec 3 §4).
 */
export function giftApprovalView(h: GiftApprovalHandlers): ListView<typeof giftTransactionList> {
  return {
    list: giftTransactionList,
    queryKey: giftRequestKeys.lists(),
    filters: GIFT_TRANSACTION_FILTERS,
    debounceMs: GIFT_FILTER_DEBOUNCE_MS,
    columns,
    hidden: ['distyCode'],
    trailing: trailing(h.onImages),
    rowKey: (r) => r.id,
    rowActions: [
      {
        label: GIFT_MSG.approve,
        color: 'success',
        disabled: (r) => r.giftTransactionType !== 'WAITING_FOR_RESPONSE',
        onClick: h.onDecide,
        testId: (r) => `gift-tx-decide-${r.id}`,
      },
    ],
  };
}

/** /lastResellerScoreOfGift: the login reseller's requests with the same columns, newest first. */
export function myGiftView(onImages: (r: GiftTransaction) => void): ListView<typeof myGiftList> {
  return {
    list: myGiftList,
    queryKey: giftRequestKeys.lists(),
    filters: MY_GIFT_FILTERS,
    debounceMs: GIFT_FILTER_DEBOUNCE_MS,
    columns: { ...columns, resellerName: { width: '12rem', hideOnPhone: true } },
    hidden: ['distyCode'],
    trailing: trailing(onImages),
    rowKey: (r) => r.id,
  };
}
