import { useEffect, useState } from 'react';
import { DISTY_ORDER_NO_MAX, ORDER_MSG, type OrderRow } from '../../../shared/contract/orders.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { TextField } from '../../ui/text-field.js';

/** The distributor approves an order with its own order number (required). */
export function ApproveOrderDialog({ order, onClose, onApprove }: { order: OrderRow | null; onClose: () => void; onApprove: (distyOrderNo: string) => Promise<void> }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (order) {
      setValue('');
      setError(undefined);
    }
  }, [order]);
  const submit = async () => {
    const no = value.trim();
    if (!no) {
      setError(ORDER_MSG.distyOrderNoRequired);
      return;
    }
    await onApprove(no);
  };
  return (
    <FormDialog isOpen={order !== null} title={ORDER_MSG.approveTitle} onClose={onClose} onSubmit={submit} submitText="Onayla" testId="order-approve">
      {(flagged) => (
        <TextField
          testId="order-approve-no"
          label={ORDER_MSG.distyOrderNo}
          value={value}
          onValue={(v) => {
            setValue(v);
            setError(undefined);
          }}
          maxlength={DISTY_ORDER_NO_MAX}
          error={error}
          flagged={flagged.distyOrderNo}
        />
      )}
    </FormDialog>
  );
}
