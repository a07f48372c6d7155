import { IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { DISTRIBUTION_TEXTS, saleInfoDetail } from '../../../shared/contract/distribution.js';
import { LEDGER_MSG } from '../../../shared/ledger.js';
import { call } from '../../lib/api.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { serialKeys } from '../serial-queries.js';
import { SaleInfoDetailBody } from './sale-info-detail.js';
import type { SaleInfoDialogKind } from './sale-info-view.js';

/** The record a row opened and how to show it. */
export interface SaleInfoTarget {
  id: number;
  kind: SaleInfoDialogKind;
}

const TITLES: Record<SaleInfoDialogKind, string> = {
  invoice: DISTRIBUTION_TEXTS.invoiceTitle,
  waybill: DISTRIBUTION_TEXTS.waybillTitle,
  waybills: DISTRIBUTION_TEXTS.waybillsTitle,
  change: DISTRIBUTION_TEXTS.changeTitle,
};

export interface SaleInfoDialogProps {
  /** Kept while the dialog closes, so its title does not blink away. */
  target: SaleInfoTarget | null;
  isOpen: boolean;
  onClose: () => void;
}

/** A distribution record's detail (spec 2 §2.10), read from GET /saleInfo/detail/:id when opened. */
export function SaleInfoDialog({ target, isOpen, onClose }: SaleInfoDialogProps) {
  const id = target?.id ?? 0;
  const { data, isError } = useQuery({
    queryKey: serialKeys.saleInfo(id),
    queryFn: ({ signal }) => call(saleInfoDetail, { params: { id }, signal }),
    enabled: isOpen && target !== null,
    staleTime: 0,
    // 'Aksesuar bilgisi getirme başarısız' (spec 2 §8) through the shared handler (lib/query-client.ts).
    meta: { failedText: LEDGER_MSG.accessoryFailed },
  });
  // The previous record's answer must not show under this one's title.
  const shown = data && data.id === target?.id ? data : undefined;
  return (
    <FormDialog isOpen={isOpen} title={target ? TITLES[target.kind] : ''} onClose={onClose} onSubmit={async () => {}} hideSubmit wide testId="sale-info-dialog">
      {shown && target ? (
        <SaleInfoDetailBody kind={target.kind} detail={shown} />
      ) : isError ? (
        // The toast said why; the dialog says what is missing.
        <p className="ledger-detail-failed">{LEDGER_MSG.accessoryFailed}</p>
      ) : (
        <IonSpinner name="crescent" aria-label="Yükleniyor" />
      )}
    </FormDialog>
  );
}
