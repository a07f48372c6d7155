import { alertController } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-alert.js';

export interface ConfirmOptions {
  header?: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
}

/**
 * Asks a yes/no question in an Ionic alert; resolves true only for the confirm button.
 * Buttons carry `data-testid="confirm-ok"` / `"confirm-cancel"` and their texts as names.
 */
export async function confirm({ header, message, confirmText = 'Evet', cancelText = 'Hayır', danger }: ConfirmOptions): Promise<boolean> {
  // The React wrappers define Ionic elements on first use; a controller alert needs it done by hand.
  defineCustomElement();
  const alert = await alertController.create({
    header,
    message,
    cssClass: 'confirm-dialog',
    htmlAttributes: { 'data-testid': 'confirm-dialog' },
    buttons: [
      { text: cancelText, role: 'cancel', htmlAttributes: { 'data-testid': 'confirm-cancel' } },
      { text: confirmText, role: 'confirm', cssClass: danger ? 'confirm-danger' : undefined, htmlAttributes: { 'data-testid': 'confirm-ok' } },
    ],
  });
  await alert.present();
  const { role } = await alert.onDidDismiss();
  return role === 'confirm';
}
