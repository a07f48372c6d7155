import { useEffect, useState } from 'react';
import { IonRadio, IonRadioGroup } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { requestSaleCancel, type SaleRow } from '../../../shared/contract/sale-lists.js';
import { SALE_CANCEL_REASON_LABELS, SALE_CANCEL_REASONS, type SaleCancelReason, SALES_MSG } from '../../../shared/contract/sale-texts.js';
import { call } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { CheckboxField } from '../../ui/checkbox-field.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { useSaleDetail } from '../../ui/sale-detail-dialog.js';
import { saleKeys } from './sale-queries.js';
import './sales.css';

type Step = 'warning' | 'reason';

export interface SaleCancelFlowProps {
  /** The sale whose cancel button was pressed; kept while the dialogs close. */
  sale: SaleRow | null;
  isOpen: boolean;
  onClose: () => void;
}

/** The reason dialog: the three reasons and, for a part of the sale, its serials. */
interface ReasonBodyProps {
  sale: SaleRow;
  reason: SaleCancelReason | '';
  onReason: (r: SaleCancelReason) => void;
  /** Unit ids of the serials chosen for a partial cancel. */
  chosen: number[];
  onChosen: (ids: number[]) => void;
  /** Sent without a reason: the dialog says so under the reasons. */
  missing: boolean;
}

function ReasonBody({ sale, reason, onReason, chosen, onChosen, missing }: ReasonBodyProps) {
  const detail = useSaleDetail(sale.id, true);
  // Only what is still sold may be cancelled; one unit left is the whole sale anyway.
  const sold = detail.data && detail.data.id === sale.id ? detail.data.productSerialNoList.filter((l) => l.saleStatus === 'SOLD') : [];
  return (
    <>
      <IonRadioGroup className="sale-cancel-reasons" value={reason} onIonChange={(e) => onReason(e.detail.value as SaleCancelReason)} data-testid="sale-cancel-reasons">
        {SALE_CANCEL_REASONS.map((r) => (
          <IonRadio key={r} value={r} labelPlacement="end" justify="start" data-testid={`sale-cancel-reason-${r}`}>
            {SALE_CANCEL_REASON_LABELS[r]}
          </IonRadio>
        ))}
      </IonRadioGroup>
      {missing && (
        <p className="sale-cancel-error" role="alert" data-testid="sale-cancel-reason-missing">
          {SALES_MSG.reasonRequired}
        </p>
      )}
      {sold.length > 1 && (
        <>
          <p className="sale-cancel-hint">{SALES_MSG.serialsHint}</p>
          <div className="sale-cancel-serials" data-testid="sale-cancel-serials">
            {sold.map((l) => (
              <CheckboxField
                key={l.unitId}
                testId={`sale-cancel-serial-${l.unitId}`}
                label={`${l.serialNo} - ${l.model.name}`}
                checked={chosen.includes(l.unitId)}
                onChecked={(on) => onChosen(on ? [...chosen, l.unitId] : chosen.filter((id) => id !== l.unitId))}
              />
            ))}
          </div>
        </>
      )}
    </>
  );
}

/**
 * The cancel flow of /productSaleList (spec 2 §2.8): a warning with the two cases a cancel is
 * for, then the reason dialog; a whole sale (no serial chosen) goes to SALE_CANCEL_APPROVAL,
 * chosen serials to SERIAL_NO_CANCEL_APPROVAL. A refusal shows the server's words (spec 2 §8).
 */
export function SaleCancelFlow({ sale, isOpen, onClose }: SaleCancelFlowProps) {
  const client = useQueryClient();
  const [step, setStep] = useState<Step>('warning');
  const [reason, setReason] = useState<SaleCancelReason | ''>('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [missing, setMissing] = useState(false);
  // Each cancel starts at the warning with nothing chosen.
  useEffect(() => {
    if (isOpen) {
      setStep('warning');
      setReason('');
      setChosen([]);
      setMissing(false);
    }
  }, [isOpen, sale]);

  const send = async () => {
    if (!sale) return;
    if (!reason) {
      setMissing(true);
      toast.warn(SALES_MSG.reasonRequired);
      return;
    }
    await call(requestSaleCancel, { body: { productSaleId: sale.id, cancelReason: reason, ...(chosen.length ? { productSerialNoIdList: chosen } : {}) } });
    toast.success(SALES_MSG.cancelRequested);
    onClose();
    await client.invalidateQueries({ queryKey: saleKeys.all });
  };

  return (
    <>
      <FormDialog
        isOpen={isOpen && step === 'warning'}
        title="Uyarı"
        onClose={onClose}
        onSubmit={async () => setStep('reason')}
        submitText={SALES_MSG.cancelWarningGo}
        testId="sale-cancel-warning"
      >
        <p>{SALES_MSG.cancelWarningIntro}</p>
        <ul className="sale-cancel-cases" data-testid="sale-cancel-cases">
          {SALES_MSG.cancelWarningCases.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      </FormDialog>
      <FormDialog
        isOpen={isOpen && step === 'reason'}
        title={SALES_MSG.reasonTitle}
        onClose={onClose}
        onSubmit={send}
        submitText={SALES_MSG.sendRequest}
        testId="sale-cancel-reason"
      >
        {sale && (
          <ReasonBody
            sale={sale}
            reason={reason}
            onReason={(r) => {
              setReason(r);
              setMissing(false);
            }}
            chosen={chosen}
            onChosen={setChosen}
            missing={missing}
          />
        )}
      </FormDialog>
    </>
  );
}
