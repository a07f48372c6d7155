import { useInputFill } from '../lib/layout-settings.js';

/** Ionic shows errorText and the red outline only on `ion-invalid ion-touched` (shared by every field). */
export const invalidClass = (error?: string, flagged?: boolean) => (error || flagged ? 'ion-invalid ion-touched' : undefined);

/** What every labelled field of the portal (text, number, date, select, textarea) takes. */
export interface FieldProps {
  testId: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  disabled?: boolean;
  /** Marks the field invalid without a text (a field the server flagged). */
  flagged?: boolean;
  /** Shown under the field; also marks it invalid. */
  error?: string;
  helperText?: string;
}

/** What the frame of a field reads: all but its value (a multiple choice carries several). */
export type FieldFrameProps = Omit<FieldProps, 'value' | 'onValue'>;

/**
 * The frame an Ionic input, select or textarea takes from a field's props: test id, label,
 * the configurator's input style, helper text and the invalid state with its message.
 */
export function useFieldFrame({ testId, label, disabled, flagged, error, helperText }: FieldFrameProps, labelPlacement: 'floating' | 'stacked' = 'floating') {
  const fill = useInputFill();
  return {
    'data-testid': testId,
    label,
    labelPlacement,
    fill,
    disabled,
    helperText,
    errorText: error,
    className: invalidClass(error, flagged),
  };
}
