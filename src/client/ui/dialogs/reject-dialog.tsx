import { useEffect, useState } from 'react';
import { FormDialog } from './form-dialog.js';
import { TextareaField } from '../textarea-field.js';
import './reject-dialog.css';

export interface RejectDialogProps {
  isOpen: boolean;
  /** A bulk reject covers the selection; 'Gönder' stays disabled while it is empty. */
  bulk: boolean;
  /** Records the decision covers (1 for a row's reject). */
  count: number;
  /** What a single reject is about (e.g. product name and barcode), shown above the note. */
  subject?: string;
  onClose: () => void;
  /** Sends the rejection with the trimmed note; throws to keep the dialog open. */
  onSubmit: (description: string) => Promise<void>;
  /** Bulk texts: the selection's size ('3 fiyat reddedilecek.') and an empty selection. */
  countText: (count: number) => string;
  emptyText: string;
  /** The note's label ('Red Açıklaması' unless given). */
  label?: string;
  /** The dialog's title ('Reddet' / 'Seçilenleri Reddet' unless given). */
  title?: string;
  maxLength: number;
  /** When set the note is required: an empty one shows this text and sends nothing. */
  requiredText?: string;
  /** The server's name of the note's field: a refusal flagging it (or `items.N.<field>`) marks the note. */
  field: string;
  testId?: string;
}

/**
 * Reject one record or a selection, with a rejection note (shared by the approval queues).
 * Test ids: `${testId}` (the modal), `-subject`, `-count`, `-description`, `-submit`, `-cancel`.
 */
export function RejectDialog({
  isOpen,
  bulk,
  count,
  subject,
  onClose,
  onSubmit,
  countText,
  emptyText,
  label = 'Red Açıklaması',
  title,
  maxLength,
  requiredText,
  field,
  testId = 'reject-dialog',
}: RejectDialogProps) {
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Every opening starts with an empty note.
  useEffect(() => {
    if (isOpen) {
      setDescription('');
      setError(undefined);
    }
  }, [isOpen]);
  const empty = bulk && count === 0;
  const submit = async () => {
    const note = description.trim();
    if (requiredText && !note) {
      setError(requiredText);
      return;
    }
    await onSubmit(note);
  };
  return (
    <FormDialog isOpen={isOpen} title={title ?? (bulk ? 'Seçilenleri Reddet' : 'Reddet')} onClose={onClose} onSubmit={submit} submitText="Gönder" submitDisabled={empty} testId={testId}>
      {(flagged) => (
        <div className="reject-dialog-body">
          {!bulk && subject && (
            <p className="reject-dialog-count" data-testid={`${testId}-subject`}>
              {subject}
            </p>
          )}
          {bulk && (
            <p className={empty ? 'reject-dialog-count reject-dialog-empty' : 'reject-dialog-count'} data-testid={`${testId}-count`}>
              {empty ? emptyText : countText(count)}
            </p>
          )}
          <TextareaField
            testId={`${testId}-description`}
            label={label}
            value={description}
            onValue={(value) => {
              setDescription(value);
              if (value.trim()) setError(undefined);
            }}
            maxlength={maxLength}
            error={error}
            flagged={flagged[field] || Object.keys(flagged).some((k) => k.endsWith(`.${field}`))}
          />
        </div>
      )}
    </FormDialog>
  );
}
