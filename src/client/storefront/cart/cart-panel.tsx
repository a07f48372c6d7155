import { useState } from 'react';
import { IonButton, IonContent, IonFooter, IonIcon, IonModal, IonSpinner } from '@ionic/react';
import { createOutline, imageOutline, trashOutline } from 'ionicons/icons';
import { CART_MSG, type CartLine } from '../../../shared/contract/cart.js';
import { formatMoney, formatQuantity } from '../../../shared/format.js';
import { STOREFRONT_MSG } from '../../../shared/storefront.js';
import { DialogHeader } from '../../ui/dialogs/dialog-header.js';
import { useDialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { useIsDesktop } from '../../ui/use-desktop.js';
import { CartEditDialog } from './cart-edit-dialog.js';
import { changeText, ConflictDialog } from './conflict-dialog.js';
import { useCart, useCartLines, useKickOnOpen } from './use-cart.js';
import { stuckOrderOf, useCompleteOrder } from './use-complete-order.js';

/** The cart as a side panel on desktop and a full-screen page on phones: lines, 'Düzenle', remove, total, 'Siparişi Tamamla'. */
export function CartPanel({ isOpen, onClose, onDismissed }: { isOpen: boolean; onClose: () => void; onDismissed: () => void }) {
  const desktop = useIsDesktop();
  const { data: cart, queue, isFetching } = useCart();
  const lines = useCartLines();
  const editing = useDialogTarget<CartLine>();
  const order = useCompleteOrder();
  const [placed, setPlaced] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  // The stopped order (409) waits in the queue; the dialog shows it until closed for this write.
  const stuck = stuckOrderOf(queue);
  const [closedFor, setClosedFor] = useState<number | null>(null);
  const items = cart?.resellerProductOrderDetails ?? [];
  const conflictOf = (modelId: number) => stuck?.conflicts.find((c) => c.modelId === modelId);
  useKickOnOpen(isOpen);

  const remove = async (line: CartLine) => {
    setRemoving(line.id);
    try {
      await lines.remove({ modelId: line.model.id, name: line.model.name });
    } finally {
      setRemoving(null);
    }
  };
  const complete = async () => {
    if (cart && (await order.complete(cart))) setPlaced(true);
  };

  return (
    <IonModal
      isOpen={isOpen}
      onDidDismiss={onDismissed}
      className={desktop ? 'cart-panel cart-panel-side' : 'cart-panel'}
      data-testid="cart-panel"
    >
      <DialogHeader title={STOREFRONT_MSG.cartTitle} onClose={onClose} closeTestId="cart-panel-close" />
      <IonContent className="cart-content">
        {items.length === 0 && (
          <p className="cart-empty" data-testid="cart-empty">
            {isFetching ? <IonSpinner name="crescent" /> : CART_MSG.emptyCart}
          </p>
        )}
        <ul className="cart-lines">
          {items.map((line) => (
            <li key={line.id} className="cart-line" data-testid={`cart-line-${line.model.id}`}>
              <div className="cart-line-image">{line.image ? <img src={line.image} alt={line.model.name} loading="lazy" /> : <IonIcon icon={imageOutline} aria-hidden="true" />}</div>
              <div className="cart-line-body">
                <span className="cart-line-brand">{line.model.brandName}</span>
                <span className="cart-line-name">{line.model.name}</span>
                <span className="cart-line-barcode">{line.model.barcode}</span>
                {line.price === null ? (
                  <span className="cart-line-off" data-testid={`cart-line-off-${line.model.id}`}>
                    {CART_MSG.offSale}
                  </span>
                ) : (
                  <span className="cart-line-amount" data-testid={`cart-line-amount-${line.model.id}`}>
                    {formatQuantity(line.quantity)} x {formatMoney(line.price)} = <strong>{formatMoney(Math.round(line.quantity * line.price * 100) / 100)}</strong>
                  </span>
                )}
                {conflictOf(line.model.id) && (
                  <span className="cart-line-conflict" data-testid={`cart-line-conflict-${line.model.id}`}>
                    {CART_MSG.reasons[conflictOf(line.model.id)!.reason]}: {changeText(conflictOf(line.model.id)!)}
                  </span>
                )}
              </div>
              <div className="cart-line-actions">
                <IonButton size="small" fill="outline" onClick={() => editing.show(line)} data-testid={`cart-line-edit-${line.model.id}`}>
                  <IonIcon aria-hidden="true" slot="start" icon={createOutline} />
                  {CART_MSG.edit}
                </IonButton>
                <IonButton
                  size="small"
                  fill="clear"
                  color="danger"
                  onClick={() => remove(line)}
                  disabled={removing === line.id}
                  aria-label={CART_MSG.remove}
                  title={CART_MSG.remove}
                  data-testid={`cart-line-remove-${line.model.id}`}
                >
                  <IonIcon aria-hidden="true" slot="icon-only" icon={trashOutline} />
                </IonButton>
              </div>
            </li>
          ))}
        </ul>
      </IonContent>
      <IonFooter className="cart-footer">
        <div className="cart-total">
          <span>{CART_MSG.total}</span>
          <strong data-testid="cart-total">{formatMoney(cart?.totalPrice ?? 0)}</strong>
        </div>
        <IonButton expand="block" onClick={complete} disabled={!items.length || order.pending || placed} data-testid="cart-complete">
          {order.pending && <IonSpinner slot="start" name="crescent" className="button-spinner" />}
          {CART_MSG.completeButton}
        </IonButton>
      </IonFooter>
      <CartEditDialog
        isOpen={editing.isOpen}
        line={editing.item}
        onClose={editing.close}
        onSave={async (quantity) => {
          const line = editing.item!;
          if (await lines.setQuantity({ modelId: line.model.id, name: line.model.name }, quantity)) editing.close();
        }}
      />
      <ConflictDialog
        stuck={isOpen && stuck && stuck.seq !== closedFor ? stuck : null}
        items={items}
        onClose={() => setClosedFor(stuck?.seq ?? null)}
        onAccept={async (accepted) => (await order.submit({ cartId: 0, lines: accepted })) && setPlaced(true)}
      />
    </IonModal>
  );
}
