import { useEffect, useState, type ReactNode } from 'react';
import type { InvalidFields } from '../../lib/error-handler.js';
import { toast } from '../../lib/toast.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import './lookup-screens.css';

/** What a lookup's add / edit dialog takes besides the row it edits. */
export interface LookupDialogBase {
  isOpen: boolean;
  onClose: () => void;
}

/** A form's problems by field; the first one is also the warning toast. */
export type Problems = Partial<Record<string, string>>;

/**
 * A lookup dialog's form: each opening starts from `fresh` (the chosen row, or blank; keep
 * it memoised), not from the last attempt.
 */
export function useLookupForm<F extends object>(isOpen: boolean, fresh: F) {
  const [form, setForm] = useState<F>(fresh);
  const [problems, setProblems] = useState<Problems>({});

  useEffect(() => {
    if (!isOpen) return;
    setForm(fresh);
    setProblems({});
  }, [isOpen, fresh]);

  return {
    form,
    setForm,
    problems,
    setProblems,
    /** Changes fields and clears their problems. */
    patch(next: Partial<F>) {
      setForm((f) => ({ ...f, ...next }));
      setProblems((p) => ({ ...p, ...Object.fromEntries(Object.keys(next).map((key) => [key, undefined])) }));
    },
    /** Flags the problems and warns with the first; true when there is one (then nothing is sent). */
    refuse(found: Problems) {
      const first = Object.values(found).find(Boolean);
      if (!first) return false;
      setProblems(found);
      toast.warn(first);
      return true;
    },
  };
}

export interface LookupDialogProps extends LookupDialogBase {
  title: string;
  /** `${testId}` (the modal), `${testId}-submit`, … */
  testId: string;
  submitDisabled?: boolean;
  /** Checks and saves the form: the success text, or null when it was not saved (the problem is shown). */
  save: () => Promise<string | null>;
  /** Refreshes the cached lists the change touches. */
  refresh: () => Promise<unknown>;
  /** The fields; `flagged` holds the fields the server marked invalid on the last submit. */
  children: (flagged: InvalidFields) => ReactNode;
}

/** A lookup's add / edit dialog: saves, says so, refreshes the lists and closes; a thrown error keeps it open. */
export function LookupDialog({ save, refresh, onClose, children, ...dialog }: LookupDialogProps) {
  const submit = async () => {
    const done = await save();
    if (done === null) return;
    toast.success(done);
    void refresh();
    onClose();
  };
  return (
    <FormDialog {...dialog} onClose={onClose} onSubmit={submit}>
      {(flagged) => <div className="lookup-form">{children(flagged)}</div>}
    </FormDialog>
  );
}
