import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  FAULTY_ERROR_TOAST_MS,
  FAULTY_MSG,
  FAULTY_REJECT_MAX,
  faultyApprove,
  type FaultyApproveBody,
  faultyApproveBodySchema,
  faultyReject,
  type FaultyTicket,
} from '../../../shared/contract/faulty.js';
import { ApiError, call } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { RejectDialog } from '../../ui/dialogs/reject-dialog.js';
import { useDialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { ScanField } from '../../ui/scan-field.js';
import { TextField } from '../../ui/text-field.js';
import { FAULTY_DETAIL_LABELS as L } from './faulty-detail-dialog.js';
import { faultyKeys } from './faulty-queries.js';
import './faulty.css';

/** What a decision dialog names: the unit and its dealer. */
export const subjectOf = (t: FaultyTicket) => [t.productSerialNo?.serialNo, t.model.name, `${t.reseller.code} - ${t.reseller.name}`].filter(Boolean).join(' · ');

/** The server's 409: another user decided the ticket first (FAULTY_MSG.decided). */
const isDecided = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 409;
/** A refusal with the server's own words (400/422 with its envelope). */
const hasServerWords = (error: unknown) => error instanceof ApiError && (error.status === 400 || error.status === 422) && !!error.body;

/**
 * The supplier's decisions of /faultyProductExchange (spec 3 §2.9, §4, §5, §8): approve with the
 * replacement's serial and cargo, or reject with a reason, each in its dialog. After a decision
 * the lists (and the bell's count, under the same prefix) reload. A ticket already decided
 * elsewhere (409) is said as a warning and the list reloads to show how it was decided.
 */
export function useFaultyDecisions() {
  const client = useQueryClient();
  const approving = useDialogTarget<FaultyTicket>();
  const rejecting = useDialogTarget<FaultyTicket>();
  const refresh = () => client.invalidateQueries({ queryKey: faultyKeys.all });
  const decidedElsewhere = async (error: ApiError, close: () => void) => {
    toast.warn(error.body?.description ?? FAULTY_MSG.decided, FAULTY_ERROR_TOAST_MS);
    close();
    await refresh();
  };

  const approve = async (body: FaultyApproveBody) => {
    try {
      await call(faultyApprove, { body });
    } catch (error) {
      // Anything else goes to the dialog: the server's words for 4 s (spec 3 §8), the fields it flags.
      if (isDecided(error)) return decidedElsewhere(error, approving.close);
      throw error;
    }
    toast.success(FAULTY_MSG.approved);
    approving.close();
    await refresh();
  };

  const reject = async (description: string) => {
    const ticket = rejecting.item;
    if (!ticket) return;
    try {
      await call(faultyReject, { body: { ticketId: ticket.id, description } });
    } catch (error) {
      if (isDecided(error)) return decidedElsewhere(error, rejecting.close);
      if (hasServerWords(error)) throw error;
      // Spec 3 §8 'Değişim reddedilemedi.' when the server says nothing; the dialog stays open to try again.
      toast.error(FAULTY_MSG.rejectFailed, FAULTY_ERROR_TOAST_MS);
      return;
    }
    toast.success(FAULTY_MSG.rejected);
    rejecting.close();
    await refresh();
  };

  return { approving, rejecting, approve, reject };
}

type Decisions = ReturnType<typeof useFaultyDecisions>;

interface ApproveValues {
  serialNo: string;
  cargoName: string;
  cargoCode: string;
}
const EMPTY: ApproveValues = { serialNo: '', cargoName: '', cargoCode: '' };
const MAX = 100;

/**
 * 'Değişim Onay': the new product's serial (typed or scanned), the cargo company and its tracking
 * number, all required (spec 3 §5): a missing one shows the spec's text and sends nothing.
 */
export function ApproveDialog({ approving, approve }: Pick<Decisions, 'approving' | 'approve'>) {
  const [values, setValues] = useState<ApproveValues>(EMPTY);
  const [missing, setMissing] = useState(false);
  const { isOpen, item } = approving;
  // Every opening starts empty.
  useEffect(() => {
    if (isOpen) {
      setValues(EMPTY);
      setMissing(false);
    }
  }, [isOpen, item]);

  const set = (key: keyof ApproveValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const submit = async () => {
    if (!item) return;
    const parsed = faultyApproveBodySchema.safeParse({ ticketId: item.id, ...values });
    if (!parsed.success) {
      setMissing(true);
      toast.warn(FAULTY_MSG.approveFields);
      return;
    }
    await approve(parsed.data);
  };
  const empty = (key: keyof ApproveValues) => missing && !values[key].trim();

  return (
    <FormDialog isOpen={isOpen} title={FAULTY_MSG.approve} onClose={approving.close} onSubmit={submit} submitText="Onayla" testId="faulty-approve-dialog">
      {(flagged) => (
        <>
          {item && (
            <p className="faulty-decision-subject" data-testid="faulty-approve-dialog-subject">
              {subjectOf(item)}
            </p>
          )}
          <div className="faulty-decision-fields">
            <ScanField
              testId="faulty-approve-serialNo"
              label={L.newSerialNo}
              value={values.serialNo}
              onChange={set('serialNo')}
              maxlength={MAX}
              flagged={empty('serialNo') || flagged.serialNo}
            />
            <TextField testId="faulty-approve-cargoName" label={L.cargoName} value={values.cargoName} onValue={set('cargoName')} maxlength={MAX} flagged={empty('cargoName') || flagged.cargoName} />
            <TextField testId="faulty-approve-cargoCode" label={L.cargoCode} value={values.cargoCode} onValue={set('cargoCode')} maxlength={MAX} flagged={empty('cargoCode') || flagged.cargoCode} />
          </div>
          {missing && Object.values(values).some((v) => !v.trim()) && (
            <p className="faulty-decision-error" role="alert" data-testid="faulty-approve-dialog-missing">
              {FAULTY_MSG.approveFields}
            </p>
          )}
        </>
      )}
    </FormDialog>
  );
}

/** 'Değişim Ret': the reason is required (spec 3 §5). */
export function FaultyRejectDialog({ rejecting, reject }: Pick<Decisions, 'rejecting' | 'reject'>) {
  return (
    <RejectDialog
      isOpen={rejecting.isOpen}
      bulk={false}
      count={1}
      subject={rejecting.item ? subjectOf(rejecting.item) : undefined}
      onClose={rejecting.close}
      onSubmit={reject}
      countText={() => ''}
      emptyText=""
      title={FAULTY_MSG.reject}
      label={L.rejectDescription}
      maxLength={FAULTY_REJECT_MAX}
      requiredText={FAULTY_MSG.rejectReason}
      field="description"
      testId="faulty-reject-dialog"
    />
  );
}
