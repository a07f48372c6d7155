import { IonButton, IonIcon } from '@ionic/react';
import { cloudDownloadOutline } from 'ionicons/icons';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { CATALOGUE_MSG } from '../../../shared/catalogue.js';
import { SHEET_MSG } from '../../../shared/spreadsheet.js';
import { DataTable } from '../list/data-table.js';
import type { ColumnDef } from '../list/list-types.js';
import { Paginator } from '../list/paginator.js';
import { useClientPaging } from '../list/use-client-paging.js';
import { Tabs } from '../tabs.js';

export interface ResultColumn {
  key: string;
  header: string;
  width?: string;
  /** Text of a filled cell; the raw value otherwise. */
  format?: (value: unknown) => ReactNode;
}

export type ErroneousRow<T> = T & { errorMaps: Record<string, boolean> };

/** The sheet's row number, first column of every result table. */
export const ROW_NUMBER_COLUMN: ResultColumn = { key: 'rowNumber', header: 'Satır', width: '4.5rem' };
/** The server's notes of a wrong row, last column of every result table. */
export const MESSAGES_COLUMN: ResultColumn = {
  key: 'messages',
  header: 'Hata Açıklaması',
  width: '18rem',
  format: (v) => (Array.isArray(v) ? v.join(' ') : String(v)),
};

export interface UploadResultTabsProps<T> {
  columns: ResultColumn[];
  accepted: T[];
  erroneous: ErroneousRow<T>[];
  acceptedLabel: string;
  erroneousLabel: string;
  pageSize?: number;
  /**
   * `${testId}-tabs` (tabs `${testId}-tabs-accepted|erroneous`), tables `${testId}-accepted-table` /
   * `${testId}-erroneous-table` with rows `${testId}-accepted-row-${i}` / `${testId}-erroneous-row-${i}`.
   */
  testId: string;
  /** Text of a wrong cell that is empty. */
  emptyValueText?: string;
  /** All accepted / erroneous rows of the file when the answer shows only the first ones. */
  acceptedTotal?: number;
  erroneousTotal?: number;
  /** Downloads every erroneous row as a spreadsheet (shown on the erroneous tab). */
  onDownloadErroneous?: () => void;
}

type Indexed<T> = { row: T; index: number };

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const valueOf = (row: unknown, key: string) => (row as Record<string, unknown>)[key];

function ResultTable<T>({ rows, columns, testId, pageSize, emptyValueText }: { rows: T[]; columns: ResultColumn[]; testId: string; pageSize: number; emptyValueText: string }) {
  const indexed = useMemo(() => rows.map((row, index) => ({ row, index })), [rows]);
  const paging = useClientPaging(indexed, { sizes: [...new Set([pageSize, 50, 100])].sort((a, b) => a - b), defaultSize: pageSize });
  const defs: ColumnDef<Indexed<T>>[] = columns.map((c) => {
    const wrong = (r: Indexed<T>) => !!(r.row as { errorMaps?: Record<string, boolean> }).errorMaps?.[c.key];
    return {
      header: c.header,
      width: c.width,
      cellClass: (r) => (wrong(r) ? 'cell-invalid' : undefined),
      cell: (r) => {
        const v = valueOf(r.row, c.key);
        if (isEmpty(v)) return wrong(r) ? emptyValueText : '';
        return c.format ? c.format(v) : String(v);
      },
    };
  });
  return (
    <>
      <DataTable columns={defs} rows={paging.pageRows} rowKey={(r) => r.index} emptyText="Kayıt bulunamadı" testId={`${testId}-table`} />
      <Paginator total={paging.total} page={paging.page} size={paging.size} sizes={paging.sizes} onPage={paging.setPage} onSize={paging.setSize} testId={`${testId}-paginator`} />
    </>
  );
}

/** 'Toplam N satırın ilk M satırı gösteriliyor.' when the answer held back rows. */
function ShownNote({ shown, total, testId }: { shown: number; total: number; testId: string }) {
  return total > shown ? (
    <p className="upload-result-note" data-testid={testId}>
      {SHEET_MSG.shownRows(shown, total)}
    </p>
  ) : null;
}

/**
 * Result of a spreadsheet check: accepted and erroneous rows in two tabs with their counts.
 * A cell the server marked wrong is pink; an empty wrong cell reads 'Boş Değer'. A large
 * file's answer holds only its first rows: the tabs count all, a note says how many are
 * shown, and every erroneous row can be downloaded.
 */
export function UploadResultTabs<T>({
  columns,
  accepted,
  erroneous,
  acceptedLabel,
  erroneousLabel,
  pageSize = 20,
  testId,
  emptyValueText = CATALOGUE_MSG.emptyValue,
  acceptedTotal = accepted.length,
  erroneousTotal = erroneous.length,
  onDownloadErroneous,
}: UploadResultTabsProps<T>) {
  // Wrong rows need attention first; with none, the accepted ones are shown.
  const first = erroneous.length > 0 ? 'erroneous' : 'accepted';
  const [tab, setTab] = useState<'accepted' | 'erroneous'>(first);
  // A new result (another file) opens on its own first tab.
  useEffect(() => setTab(first), [accepted, erroneous]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className="upload-result" data-testid={testId}>
      <Tabs
        testId={`${testId}-tabs`}
        value={tab}
        onValue={(v) => setTab(v as typeof tab)}
        tabs={[
          { key: 'accepted', label: `${acceptedLabel} (${acceptedTotal})` },
          { key: 'erroneous', label: `${erroneousLabel} (${erroneousTotal})` },
        ]}
      />
      {tab === 'accepted' ? (
        <>
          <ShownNote shown={accepted.length} total={acceptedTotal} testId={`${testId}-accepted-note`} />
          <ResultTable key="accepted" rows={accepted} columns={columns} testId={`${testId}-accepted`} pageSize={pageSize} emptyValueText={emptyValueText} />
        </>
      ) : (
        <>
          <div className="upload-result-bar">
            <ShownNote shown={erroneous.length} total={erroneousTotal} testId={`${testId}-erroneous-note`} />
            {onDownloadErroneous && erroneousTotal > 0 && (
              <IonButton size="small" fill="outline" onClick={onDownloadErroneous} data-testid={`${testId}-download-erroneous`}>
                <IonIcon aria-hidden="true" slot="start" icon={cloudDownloadOutline} />
                {SHEET_MSG.downloadErrors}
              </IonButton>
            )}
          </div>
          <ResultTable key="erroneous" rows={erroneous} columns={columns} testId={`${testId}-erroneous`} pageSize={pageSize} emptyValueText={emptyValueText} />
        </>
      )}
    </div>
  );
}
