import { useState } from 'react';
import { IonButton, IonSpinner } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { giftDecide, GIFT_MSG, type GiftTransaction, giftTransactionList } from '../../../shared/contract/gifts.js';
import { formatQuantity } from '../../../shared/format.js';
import { ApiError, call } from '../../lib/api.js';
import { handleError } from '../../lib/error-handler.js';
import { toast } from '../../lib/toast.js';
import { confirm } from '../../ui/dialogs/confirm.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import type { DialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { type DetailField, DetailFields } from '../../ui/detail-fields.js';
import { giftRequestKeys } from './gift-request-queries.js';

/** The request's details: the list's declared columns, label and text; the points with comma thousands (spec 3 §9). */
const detailsOf = (r: GiftTransaction): DetailField[] =>
  giftTransactionList.columns.map((c) => {
    const value = c.text(r);
    return [c.header, typeof value === 'number' ? formatQuantity(value) : value, c.key];
  });

/** The server's refusal of a request decided meanwhile (another admin, another tab): GIFT_MSG.decided. */
const decidedElsewhere = (error: unknown): error is ApiError => error instanceof ApiError && (error.status === 409 || error.body?.description === GIFT_MSG.decided);

/**
 * The admin's decision of a gift request (spec 3 §2.11, §4, contract giftDecide): the request's
 * details with 'Onayla' and 'Reddet', each asked again in a confirmation; both disabled once the
 * request is decided. A request decided elsewhere meanwhile is said as a warning; the list
 * reloads after any answer.
 */
export function GiftDecideDialog({ target }: { target: DialogTarget<GiftTransaction> }) {
  const client = useQueryClient();
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const row = target.item;
  const decided = !row || row.giftTransactionType !== 'WAITING_FOR_RESPONSE';

  const decide = async (approve: boolean) => {
    if (!row || decided || busy) return;
    const ok = await confirm({
      header: approve ? GIFT_MSG.approve : GIFT_MSG.reject,
      message: approve ? GIFT_MSG.confirmApprove : GIFT_MSG.confirmReject,
      confirmText: approve ? GIFT_MSG.approve : GIFT_MSG.reject,
      cancelText: 'Vazgeç',
      danger: !approve,
    });
    if (!ok) return;
    setBusy(approve ? 'approve' : 'reject');
    try {
      await call(giftDecide, { body: { id: row.id, approve } });
      toast.success(approve ? GIFT_MSG.approved : GIFT_MSG.rejected);
      target.close();
    } catch (error) {
      if (decidedElsewhere(error)) {
        toast.warn(error.body?.description ?? GIFT_MSG.decided);
        target.close();
      } else handleError(error);
    } finally {
      setBusy(null);
      await client.invalidateQueries({ queryKey: giftRequestKeys.lists() });
    }
  };

  const button = (approve: boolean) => {
    const kind = approve ? 'approve' : 'reject';
    return (
      <IonButton color={approve ? 'success' : 'danger'} fill={approve ? 'solid' : 'outline'} disabled={decided || busy !== null} onClick={() => void decide(approve)} data-testid={`gift-decide-${kind}`}>
        {busy === kind && <IonSpinner slot="start" name="crescent" className="button-spinner" />}
        {approve ? GIFT_MSG.approve : GIFT_MSG.reject}
      </IonButton>
    );
  };

  return (
    <FormDialog
      isOpen={target.isOpen}
      title={row ? `${GIFT_MSG.approve} – ${row.gift.name}` : GIFT_MSG.approve}
      onClose={target.close}
      onSubmit={async () => {}}
      hideSubmit
      wide
      testId="gift-decide"
      footer={
        <>
          {button(false)}
          {button(true)}
        </>
      }
    >
      {row && (
        <>
          <DetailFields fields={detailsOf(row)} testId="gift-decide-detail" />
          {row.gift.images.length > 0 && (
            <div className="gift-request-images" data-testid="gift-decide-images">
              {row.gift.images.map((img) => (
                <img key={img.id} src={img.url} alt={row.gift.name} loading="lazy" />
              ))}
            </div>
          )}
        </>
      )}
    </FormDialog>
  );
}
