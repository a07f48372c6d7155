import { useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { chevronDownOutline, chevronUpOutline, closeCircleOutline, searchOutline } from 'ionicons/icons';
import { SCORE_FILTER_DEBOUNCE_MS, SCORE_MSG, scoreHistoryList } from '../../../shared/contract/scores.js';
import { formatQuantity } from '../../../shared/format.js';
import { DataTable, nextSort } from '../../ui/list/data-table.js';
import { FilterBar } from '../../ui/list/filter-bar.js';
import { withoutEmpty } from '../../ui/list/filter-values.js';
import { type FilterDef, type FilterValues, type ListView, viewColumns } from '../../ui/list/list-types.js';
import { Paginator } from '../../ui/list/paginator.js';
import { useDebouncedState } from '../../ui/list/use-debounced-value.js';
import { scorePageKeys, scoreTypeOptions, useScoreListPage } from './score-queries.js';

const ID = scoreHistoryList.id;

/** Spec 3 §2.13: the transaction's day and its type (options from the server's score types). */
export const SCORE_HISTORY_FILTERS: FilterDef[] = [
  { kind: 'date', key: 'transactionDate', label: 'İşlem Tarihi' },
  { kind: 'select', key: 'scoreTransactionType', label: 'İşlem Tipi', options: scoreTypeOptions },
];
const EMPTY: FilterValues = { transactionDate: '', scoreTransactionType: '' };

/** The picker's 'YYYY-MM-DD' as the server takes it (spec 3 §7 transactionDate 'dd.mm.yyyy'). */
export const toTransactionDate = (picked: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(picked);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : picked;
};

/** The body of a filter as typed: empty values left out, the day in the server's form. */
export function historyBody(values: FilterValues): FilterValues {
  const body = withoutEmpty(values);
  if (body.transactionDate) body.transactionDate = toTransactionDate(body.transactionDate);
  return body;
}

const points = { align: 'end' as const, width: '8rem' };
const VIEW: ListView<typeof scoreHistoryList> = {
  list: scoreHistoryList,
  queryKey: scorePageKeys.lists(),
  filters: SCORE_HISTORY_FILTERS,
  columns: {
    createDateTime: { width: '10rem' },
    type: { width: '11rem' },
    amount: { ...points, cell: (r) => formatQuantity(r.transactionAmount) },
    latestApprovedScore: { ...points, cell: (r) => formatQuantity(r.latestApprovedScore) },
    latestUnapprovedScore: { ...points, cell: (r) => formatQuantity(r.latestUnapprovedScore) },
  },
  rowKey: (r) => r.id,
};
const COLUMNS = viewColumns(VIEW);

/** The open section: filters searched 2 s after the last change ('Ara' at once), 10 a page (10, 20, 30), newest first. */
function HistoryList() {
  const filter = useDebouncedState<FilterValues>(EMPTY, SCORE_FILTER_DEBOUNCE_MS);
  const paged = useScoreListPage(scoreHistoryList, historyBody(filter.settled), { failedText: SCORE_MSG.historyFailed });
  return (
    <>
      <FilterBar
        id={ID}
        filters={SCORE_HISTORY_FILTERS}
        values={filter.value}
        onChange={(key, value) => filter.set({ ...filter.value, [key]: value })}
        actions={
          <>
            <IonButton onClick={filter.flush} data-testid={`${ID}-search`}>
              <IonIcon aria-hidden="true" slot="start" icon={searchOutline} />
              Ara
            </IonButton>
            <IonButton fill="outline" color="medium" onClick={() => filter.set(EMPTY, true)} data-testid={`${ID}-clear`}>
              <IonIcon aria-hidden="true" slot="start" icon={closeCircleOutline} />
              Temizle
            </IonButton>
          </>
        }
      />
      <DataTable
        columns={COLUMNS}
        rows={paged.rows}
        rowKey={VIEW.rowKey}
        sort={paged.sort}
        onSort={(field) => paged.setSort(nextSort(paged.sort, field))}
        emptyText={scoreHistoryList.emptyText}
        loading={paged.query.isFetching}
        testId={`${ID}-table`}
      />
      <Paginator total={paged.total} page={paged.page} size={paged.size} sizes={[...scoreHistoryList.pageSizes]} onPage={paged.setPage} onSize={paged.setSize} testId={`${ID}-paginator`} />
    </>
  );
}

/**
 * 'Bütün Puan İşlemleri' (spec 3 §2.13): folded under the pending list and read only when opened
 * (then kept, with its filter, while the page stays).
 */
export function ScoreHistory() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const toggle = () => {
    setOpen((o) => !o);
    setOpened(true);
  };
  return (
    <section className="list-screen score-section" data-testid={ID}>
      <h2 className="list-title">
        <button type="button" className="score-history-toggle" onClick={toggle} aria-expanded={open} aria-controls={`${ID}-body`} data-testid={`${ID}-toggle`}>
          <span>{SCORE_MSG.historyTitle}</span>
          <IonIcon aria-hidden="true" icon={open ? chevronUpOutline : chevronDownOutline} />
        </button>
      </h2>
      {opened && (
        <div id={`${ID}-body`} className="score-history-body" hidden={!open}>
          <HistoryList />
        </div>
      )}
    </section>
  );
}
