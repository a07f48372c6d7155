import { useEffect, useState } from 'react';
import { CART_MSG, type CartLine } from '../../../shared/contract/cart.js';
import { DIALOG_QUANTITY_MAX, STOREFRONT_MSG } from '../../../shared/storefront.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { NumberField } from '../../ui/number-field.js';

/** 'Düzenle': a line's quantity, 0 to 1,000,000 (spec 3 §5); 0 removes the line. */
export function CartEditDialog({ isOpen, line, onClose, onSave }: { isOpen: boolean; line: CartLine | null; onClose: () => void; onSave: (quantity: number) => Promise<void> }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (isOpen && line) {
      setValue(String(line.quantity));
      setError(undefined);
    }
  }, [isOpen, line]);
  const submit = async () => {
    const quantity = Number(value);
    if (value === '' || !Number.isInteger(quantity) || quantity < 0 || quantity > DIALOG_QUANTITY_MAX) {
      setError(CART_MSG.quantityRange);
      return;
    }
    await onSave(quantity);
  };
  return (
    <FormDialog isOpen={isOpen} title={STOREFRONT_MSG.editTitle} onClose={onClose} onSubmit={submit} testId="cart-edit">
      {(flagged) => (
        <div className="cart-edit-body">
          {line && <p className="cart-edit-name">{line.model.name}</p>}
          <NumberField
            testId="cart-edit-quantity"
            label={CART_MSG.quantity}
            value={value}
            onValue={(v) => {
              setValue(v);
              setError(undefined);
            }}
            step={1}
            min={0}
            max={DIALOG_QUANTITY_MAX}
            error={error}
            flagged={flagged.quantity}
          />
        </div>
      )}
    </FormDialog>
  );
}
