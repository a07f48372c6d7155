import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { IonButton, IonModal, IonSpinner } from '@ionic/react';
import { handleError, type InvalidFields } from '../../lib/error-handler.js';
import { DialogHeader } from './dialog-header.js';

export interface FormDialogProps {
  isOpen: boolean;
  title: ReactNode;
  onClose: () => void;
  /**
   * Saves the form; throw to keep the dialog open. The thrown error goes through the
   * generic handler here (toasts + flagged fields), so a useMutation used inside needs
   * `meta: { silent: true }` (or call `call()` directly) to avoid a second toast.
   */
  onSubmit: () => Promise<void>;
  submitText?: string;
  submitDisabled?: boolean;
  /** `${testId}` (the modal), `${testId}-submit`, `${testId}-cancel`, `${testId}-close`. */
  testId: string;
  /** A wider dialog on desktop (tables, two-column forms). */
  wide?: boolean;
  /** The fields; `flagged` holds the fields the server marked invalid on the last submit. */
  children: ReactNode | ((flagged: InvalidFields) => ReactNode);
  /** Extra buttons left of Vazgeç / submit. */
  footer?: ReactNode;
  /** Hides the submit button (a read-only dialog). */
  hideSubmit?: boolean;
}

/** A modal form: full screen on phones, centred on desktop; busy while saving, server errors flag fields. */
export function FormDialog({ isOpen, title, onClose, onSubmit, submitText = 'Kaydet', submitDisabled, testId, wide, children, footer, hideSubmit }: FormDialogProps) {
  const [busy, setBusy] = useState(false);
  const [flagged, setFlagged] = useState<InvalidFields>({});
  const running = useRef(false);

  // Each opening starts clean: the last attempt's flags belong to the last attempt.
  useEffect(() => {
    if (isOpen) setFlagged({});
  }, [isOpen]);

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (running.current || submitDisabled || hideSubmit) return;
    running.current = true;
    setBusy(true);
    try {
      await onSubmit();
      setFlagged({});
    } catch (error) {
      setFlagged(handleError(error));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <IonModal
      isOpen={isOpen}
      onDidDismiss={() => isOpen && onClose()}
      // Only the user's own dismissals wait for a running save; a parent closing the dialog
      // from onSubmit (isOpen=false) must win, which canDismiss would block.
      backdropDismiss={!busy}
      className={`form-dialog${wide ? ' form-dialog-wide' : ''}`}
      data-testid={testId}
    >
      <DialogHeader title={title} onClose={onClose} disabled={busy} closeTestId={`${testId}-close`} />
      <form className="form-dialog-form" onSubmit={submit} noValidate>
        <div className="form-dialog-body">{typeof children === 'function' ? children(flagged) : children}</div>
        <div className="form-dialog-footer">
          {footer}
          <span className="form-dialog-spacer" />
          <IonButton fill="outline" color="medium" onClick={onClose} disabled={busy} data-testid={`${testId}-cancel`}>
            Vazgeç
          </IonButton>
          {!hideSubmit && (
            <IonButton onClick={() => submit()} disabled={busy || submitDisabled} data-testid={`${testId}-submit`} aria-busy={busy || undefined}>
              {busy && <IonSpinner slot="start" name="crescent" className="button-spinner" />}
              {submitText}
            </IonButton>
          )}
          {/* Enter in a field submits the form (implicit submission needs a submit button). */}
          <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
        </div>
      </form>
    </IonModal>
  );
}
