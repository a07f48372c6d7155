import { useRef } from 'react';
import { IonTextarea } from '@ionic/react';
import { TEMPLATES_MSG } from '../../shared/contract/templates.js';
import { useFieldFrame } from '../ui/field-state.js';
import { insertAt, placeholderName } from './template-form.js';

export interface TemplateBodyFieldProps {
  /** 'template-sms' / 'template-mail'. */
  prefix: string;
  value: string;
  onValue: (value: string) => void;
  /** The loaded template's bodyPlaceHolders ('{code}', …). */
  placeholders: readonly string[];
  maxlength: number;
  disabled?: boolean;
  flagged?: boolean;
}

/**
 * The template's text and the placeholders it may use as chips ('Kullanılabilir yer
 * tutucular'): a chip goes in at the caret (over the selection) once the text has been
 * focused, else at the end; the caret then stands after it, so chips clicked in a row line up.
 */
export function TemplateBodyField({ prefix, value, onValue, placeholders, maxlength, disabled, flagged }: TemplateBodyFieldProps) {
  const host = useRef<HTMLIonTextareaElement>(null);
  const focused = useRef(false);
  const frame = useFieldFrame({ testId: `${prefix}-body`, label: TEMPLATES_MSG.body, disabled, flagged }, 'stacked');

  const insert = (placeholder: string) => {
    const native = host.current?.querySelector('textarea');
    const useCaret = focused.current && native && native.value === value;
    const { body, caret } = insertAt(value, placeholder, useCaret ? native.selectionStart : value.length, useCaret ? native.selectionEnd : value.length);
    if (native) {
      // The same value later from React leaves the caret where it is set here.
      native.value = body;
      native.setSelectionRange(caret, caret);
      focused.current = true;
    }
    onValue(body);
  };

  return (
    <div className="template-body">
      <IonTextarea
        {...frame}
        ref={host}
        className={['template-body-text', frame.className].filter(Boolean).join(' ')}
        rows={6}
        autoGrow
        maxlength={maxlength}
        counter
        spellcheck={false}
        value={value}
        // focusin from the inner textarea (bubbles, unlike ionFocus in every environment).
        onFocus={() => (focused.current = true)}
        onIonInput={(e) => onValue(String(e.detail.value ?? ''))}
      />
      {placeholders.length > 0 && (
        <div className="template-placeholders" data-testid={`${prefix}-placeholders`}>
          <span className="template-placeholders-label">{TEMPLATES_MSG.placeholders}</span>
          <div className="template-chips">
            {placeholders.map((p) => (
              <button
                key={p}
                type="button"
                className="template-chip"
                disabled={disabled}
                data-testid={`${prefix}-placeholder-${placeholderName(p)}`}
                onClick={() => insert(p)}
                // Keep the caret (and a phone's keyboard) in the text while a chip is pressed.
                onMouseDown={(e) => e.preventDefault()}
              >
                {p}
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
