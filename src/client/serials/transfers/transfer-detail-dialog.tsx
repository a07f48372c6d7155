import { IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { TRANSFER_TEXTS, transferDetail, type TransferLine, transfersToMeList, type TransferRow } from '../../../shared/contract/serial-transfers.js';
import { DETAIL_PAGE_SIZES, LEDGER_MSG } from '../../../shared/ledger.js';
import { call } from '../../lib/api.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { ClientTable } from '../../ui/list/client-table.js';
import type { ColumnDef } from '../../ui/list/list-types.js';
import { serialKeys } from '../serial-queries.js';
import './transfers.css';

/** The record's fields with the list's own headers and texts (one wording for list, export and dialog). */
const FIELDS = transfersToMeList.columns.map((c) => ({ key: c.key, header: c.header, text: (r: TransferRow) => String(c.text(r) ?? '') }));

/** Spec 2 §3: productSaleInfoDetailList — serial, barcode, model, brand. */
const LINE_COLUMNS: ColumnDef<TransferLine>[] = [
  { header: 'Seri No', cell: (l) => l.serialNo, width: '11rem' },
  { header: 'Barkod', cell: (l) => l.barcode, width: '9rem' },
  { header: 'Model', cell: (l) => l.modelName, width: '16rem' },
  { header: 'Marka', cell: (l) => l.brandName, width: '8rem' },
];

export interface TransferDetailDialogProps {
  /** The transfer shown; kept while the dialog closes so its content does not blink away. */
  id: number | null;
  isOpen: boolean;
  onClose: () => void;
}

/** 'Devir Detayı' (spec 2 §2.11): when, from whom, to whom, and the serials moved (5/10/15 a page, spec 2 §9). */
export function TransferDetailDialog({ id, isOpen, onClose }: TransferDetailDialogProps) {
  const { data, isError } = useQuery({
    queryKey: serialKeys.transfer(id ?? 0),
    queryFn: ({ signal }) => call(transferDetail, { params: { id: id! }, signal }),
    enabled: isOpen && id !== null,
    staleTime: 0,
    meta: { failedText: LEDGER_MSG.transferFailed },
  });
  const shown = data && data.id === id ? data : undefined;
  return (
    <FormDialog isOpen={isOpen} title={TRANSFER_TEXTS.detailTitle} onClose={onClose} onSubmit={async () => {}} hideSubmit wide testId="transfer-detail">
      {!shown ? (
        isError ? (
          // The toast said why; the dialog says what is missing.
          <p className="transfer-detail-failed" data-testid="transfer-detail-failed">
            {LEDGER_MSG.transferFailed}
          </p>
        ) : (
          <IonSpinner name="crescent" aria-label="Yükleniyor" />
        )
      ) : (
        <>
          <dl className="transfer-detail">
            {FIELDS.map((f) => (
              <div key={f.key} className="transfer-detail-field">
                <dt>{f.header}</dt>
                <dd data-testid={`transfer-detail-${f.key}`}>{f.text(shown)}</dd>
              </div>
            ))}
          </dl>
          <ClientTable
            columns={LINE_COLUMNS}
            rows={shown.productSaleInfoDetailList}
            rowKey={(l) => l.id}
            sizes={DETAIL_PAGE_SIZES}
            defaultSize={5}
            emptyText={LEDGER_MSG.empty}
            testId="transfer-detail-lines-table"
          />
        </>
      )}
    </FormDialog>
  );
}
