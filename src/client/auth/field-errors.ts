import { useState } from 'react';

/**
 * A form's messages by field. `edit(field, set)` is the field's change handler: it stores
 * the value and clears the field's message (and calls `onEdit`, e.g. to drop server flags).
 */
export function useFieldErrors<F extends string>(onEdit?: () => void) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const edit =
    <V>(field: F, set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setErrors((e) => ({ ...e, [field]: undefined }));
      onEdit?.();
    };
  return { errors, setErrors, edit };
}
