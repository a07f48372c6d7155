import { useMemo, useState } from 'react';
import { IonButton, IonSpinner } from '@ionic/react';
import { SCORE_MSG, type WaitingScore, waitingScoreList } from '../../../shared/contract/scores.js';
import { formatMoney, formatQuantity } from '../../../shared/format.js';
import { useDialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { DataTable, nextSort } from '../../ui/list/data-table.js';
import { type ListView, viewColumns } from '../../ui/list/list-types.js';
import { Paginator } from '../../ui/list/paginator.js';
import { SaleDetailDialog } from '../../ui/sale-detail-dialog.js';
import { type ScoreDecision, useScoreDecisions } from './score-decisions.js';
import { scorePageKeys, useScoreListPage } from './score-queries.js';

const ID = waitingScoreList.id;
const NO_FILTER = {};

/** How the pending list shows its declared columns: the price in lira, the points with thousands. */
function waitingView(onDetail: (r: WaitingScore) => void): ListView<typeof waitingScoreList> {
  return {
    list: waitingScoreList,
    queryKey: scorePageKeys.lists(),
    filters: [],
    columns: {
      saleDate: { width: '10rem' },
      finalPrice: { width: '9rem', align: 'end', cell: (r) => formatMoney(r.productSale.finalPrice) },
      score: { width: '7rem', align: 'end', cell: (r) => formatQuantity(r.remainScore) },
    },
    rowKey: (r) => r.id,
    rowActions: [{ label: SCORE_MSG.detail, onClick: onDetail, testId: (r) => `score-detail-${r.id}` }],
  };
}

/**
 * 'Onay Bekleyen İşlem Listesi' (spec 3 §2.13): the dealer's pending transactions, 5 a page
 * (5, 10, 15), chosen one by one or a page at once — the choice stays while paging. Under the
 * table the chosen count and points; 'Onayla' and 'İptal Et' wait for points chosen and for the
 * running request. 'Detay' opens the sale's 'Satış Detay'.
 */
export function WaitingScores() {
  const detail = useDialogTarget<number>();
  const [selected, setSelected] = useState<Map<number, WaitingScore>>(() => new Map());
  const paged = useScoreListPage(waitingScoreList, NO_FILTER, { failedText: SCORE_MSG.waitingFailed });
  const { busy, decide } = useScoreDecisions(() => {
    setSelected(new Map());
    paged.setPage(0);
  });
  const { show: showDetail } = detail;
  const view = useMemo(() => waitingView((r) => showDetail(r.productSale.id)), [showDetail]);
  const { rows } = paged;

  const toggle = (row: WaitingScore) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (!next.delete(row.id)) next.set(row.id, row);
      return next;
    });
  const toggleAll = () =>
    setSelected((prev) => {
      const next = new Map(prev);
      const every = rows.every((r) => next.has(r.id));
      for (const r of rows) {
        if (every) next.delete(r.id);
        else next.set(r.id, r);
      }
      return next;
    });

  const chosen = [...selected.values()];
  const total = chosen.reduce((sum, r) => sum + r.remainScore, 0);
  const off = total <= 0 || busy;
  const run = (kind: ScoreDecision) => void decide(kind, chosen.map((r) => r.id));

  return (
    <section className="list-screen score-section" data-testid={ID}>
      <header className="list-header">
        <h2 className="list-title">{SCORE_MSG.waitingTitle}</h2>
      </header>
      <DataTable
        columns={viewColumns(view)}
        rows={rows}
        rowKey={(r) => r.id}
        rowActions={view.rowActions}
        selectable
        selected={new Set(selected.keys())}
        onToggle={toggle}
        onToggleAll={toggleAll}
        sort={paged.sort}
        onSort={(field) => paged.setSort(nextSort(paged.sort, field))}
        emptyText={waitingScoreList.emptyText}
        loading={paged.query.isFetching}
        testId={`${ID}-table`}
      />
      <Paginator total={paged.total} page={paged.page} size={paged.size} sizes={[...waitingScoreList.pageSizes]} onPage={paged.setPage} onSize={paged.setSize} testId={`${ID}-paginator`} />
      <div className="bulk-bar score-selection" data-testid={`${ID}-bulk`}>
        <dl className="score-selection-summary">
          <div>
            <dt>{SCORE_MSG.selectedCount}</dt>
            <dd data-testid={`${ID}-selected-count`}>{formatQuantity(chosen.length)}</dd>
          </div>
          <div>
            <dt>{SCORE_MSG.selectedTotal}</dt>
            <dd data-testid={`${ID}-selected-total`}>{formatQuantity(total)}</dd>
          </div>
        </dl>
        <span className="bulk-actions">
          {busy && <IonSpinner name="crescent" className="button-spinner" aria-label="Yükleniyor" />}
          <IonButton color="danger" fill="outline" disabled={off} onClick={() => run('cancel')} data-testid="score-cancel">
            {SCORE_MSG.cancel}
          </IonButton>
          <IonButton color="success" disabled={off} onClick={() => run('approve')} data-testid="score-approve">
            {SCORE_MSG.approve}
          </IonButton>
        </span>
      </div>
      <SaleDetailDialog saleId={detail.item} isOpen={detail.isOpen} onClose={detail.close} />
    </section>
  );
}
