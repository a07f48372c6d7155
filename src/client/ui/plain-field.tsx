import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { closeSharp, eye, eyeOff } from 'ionicons/icons';
import { useInputFill } from '../lib/layout-settings.js';
import { PlainButton } from './plain-button.js';
import './plain-field.css';

export interface PlainFieldProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** data-testid of the field's frame (the native input is inside it). */
  testId?: string;
  placeholder?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  /** An × that empties the field while it has a value. */
  clearInput?: boolean;
  disabled?: boolean;
  maxLength?: number;
  /** Red frame without a text (a field the server flagged). */
  flagged?: boolean;
  /** Shown under the field; also marks it invalid. */
  error?: string;
  onKeyDown?: InputHTMLAttributes<HTMLInputElement>['onKeyDown'];
  /** Buttons at the field's end (a camera button). */
  end?: ReactNode;
  /** A password gets a show/hide button, as Ionic's password toggle. */
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete?: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
}

/** The password toggle's spoken names. */
export const REVEAL_TEXT = { show: 'Şifreyi göster', hide: 'Şifreyi gizle' } as const;

/** A small icon button inside the field's frame (clear, show/hide); the focus stays in the input. */
function FieldButton({ icon, label, className, disabled, onClick }: { icon: string; label: string; className?: string; disabled?: boolean; onClick: () => void }) {
  return (
    <PlainButton
      fill="clear"
      color="medium"
      size="small"
      className={className ? `pfield-clear ${className}` : 'pfield-clear'}
      icon={icon}
      aria-label={label}
      title={label}
      disabled={disabled}
      // Keeps the focus in the input (a blur would move the label before the click lands).
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    />
  );
}

/**
 * A text field drawn like Ionic's Material input — floating label, outline with its notch
 * (a fieldset's legend, as Material UI draws it) or the filled style, per the configurator —
 * with a plain <input>: the barcode fields of the storefront and the lists a visit starts on.
 * An <ion-input> measured its label on start (a forced layout of the whole page) besides
 * being a web component to start. Invalid fields carry `ion-invalid`, as Ionic's do.
 */
export function PlainField({ label, value, onValue, testId, placeholder, inputMode, clearInput, disabled, maxLength, flagged, error, onKeyDown, end, type = 'text', autoComplete = 'off' }: PlainFieldProps) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const fill = useInputFill();
  const floating = focused || value !== '' || !!placeholder;
  const invalid = !!error || !!flagged;
  const classes = ['pfield', `pfield-${fill}`, floating && 'pfield-floating', focused && 'pfield-focused', invalid && 'ion-invalid ion-touched', disabled && 'pfield-disabled'];
  return (
    <div className={classes.filter(Boolean).join(' ')} data-testid={testId}>
      <div className="pfield-box">
        <input
          id={id}
          className="pfield-input"
          type={type === 'password' && revealed ? 'text' : type}
          value={value}
          placeholder={placeholder}
          inputMode={inputMode}
          disabled={disabled}
          maxLength={maxLength}
          autoCapitalize="off"
          autoComplete={autoComplete}
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onValue(e.target.value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onKeyDown={onKeyDown}
        />
        <label htmlFor={id} className="pfield-label">
          {label}
        </label>
        {fill === 'outline' && (
          <fieldset className="pfield-notched" aria-hidden="true">
            <legend>
              <span>{label}</span>
            </legend>
          </fieldset>
        )}
        {clearInput && value !== '' && !disabled && <FieldButton icon={closeSharp} label="Temizle" onClick={() => onValue('')} />}
        {type === 'password' && (
          <FieldButton className="pfield-reveal" icon={revealed ? eyeOff : eye} label={revealed ? REVEAL_TEXT.hide : REVEAL_TEXT.show} disabled={disabled} onClick={() => setRevealed((r) => !r)} />
        )}
        {end}
      </div>
      {error && (
        <div id={`${id}-error`} className="pfield-error">
          {error}
        </div>
      )}
    </div>
  );
}
