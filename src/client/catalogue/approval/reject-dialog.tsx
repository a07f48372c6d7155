import { useEffect, useState } from 'react';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { TextareaField } from '../../ui/textarea-field.js';
import './waiting-products.css';

export interface RejectDialogProps {
  isOpen: boolean;
  /** A bulk reject covers the selection; 'Gönder' stays disabled while it is empty (spec 2 §2.3). */
  bulk: boolean;
  /** Requests the decision covers (1 for a row's reject). */
  count: number;
  /** What a single reject is about (product name and barcode), shown above the note. */
  subject?: string;
  onClose: () => void;
  /** Sends the rejection with the note; throws to keep the dialog open. */
  onSubmit: (description: string) => Promise<void>;
  testId?: string;
}

/** The server keeps up to 1000 characters (decisionSchema). */
const NOTE_MAX = 1000;

/** Reject one request or the selection, with an optional rejection note shown to the supplier. */
export function RejectDialog({ isOpen, bulk, count, subject, onClose, onSubmit, testId = 'reject-dialog' }: RejectDialogProps) {
  const [description, setDescription] = useState('');
  // Every opening starts with an empty note.
  useEffect(() => {
    if (isOpen) setDescription('');
  }, [isOpen]);
  const empty = bulk && count === 0;
  return (
    <FormDialog
      isOpen={isOpen}
      title={bulk ? 'Seçilenleri Reddet' : 'Reddet'}
      onClose={onClose}
      onSubmit={() => onSubmit(description)}
      submitText="Gönder"
      submitDisabled={empty}
      testId={testId}
    >
      {(flagged) => (
        <div className="reject-dialog-body">
          {!bulk && subject && (
            <p className="reject-dialog-count" data-testid={`${testId}-subject`}>
              {subject}
            </p>
          )}
          {bulk && (
            <p className={empty ? 'reject-dialog-count reject-dialog-empty' : 'reject-dialog-count'} data-testid={`${testId}-count`}>
              {empty ? 'Seçili ürün yok.' : `${count} ürün reddedilecek.`}
            </p>
          )}
          <TextareaField
            testId={`${testId}-description`}
            label="Red Açıklaması"
            value={description}
            onValue={setDescription}
            maxlength={NOTE_MAX}
            flagged={flagged.approveDescription || Object.keys(flagged).some((k) => k.endsWith('.approveDescription'))}
          />
        </div>
      )}
    </FormDialog>
  );
}
