import { IonButton, IonDatetime, IonIcon, IonInput, IonModal } from '@ionic/react';
import { calendarOutline } from 'ionicons/icons';
import { useEffect, useRef, useState } from 'react';
import { useFieldFrame, type FieldProps } from './field-state.js';
import { dateEntryError, dateEntryText, datePlaceholder, maskDateEntry, readDateEntry } from './date-entry.js';
import './date-field.css';

export interface DateFieldProps extends FieldProps {
  /** 'YYYY-MM-DD' ('YYYY-MM-DDTHH:mm' with `withTime`) or ''. */
  value: string;
  withTime?: boolean;
  min?: string;
  max?: string;
}

export const DATE_PICKER_TEXT = { open: 'Takvimi aç', done: 'Tamam', cancel: 'Vazgeç', clear: 'Temizle', time: 'Saat' } as const;

/**
 * A date as the portal shows dates, in Turkish whatever the browser's language: typed as
 * DD-MM-YYYY (HH:mm) on the numeric keyboard, the dashes put in as the digits come (date-entry.ts),
 * or picked on Ionic's calendar in Turkish (Monday first, 24-hour clock) behind the calendar
 * button. The form or filter gets the ISO local value once the text names a whole valid date
 * within min/max, and '' while it is empty or still being typed; a text that names no date it
 * takes says why under the field (once left, or at once when complete). Playwright fills
 * `[data-testid=x] input` with '01-03-2025' (or an ISO value, turned round the same way).
 */
export function DateField(props: DateFieldProps) {
  const { value, onValue, withTime = false, min, max, disabled, testId } = props;
  const [text, setText] = useState(() => dateEntryText(value, withTime));
  const [left, setLeft] = useState(false);
  const [picking, setPicking] = useState(false);
  // The value this field last handed up: a new value from outside (a reset, a loaded record) replaces the text.
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(dateEntryText(value, withTime));
    }
  }, [value, withTime]);

  const entry = readDateEntry(text, withTime, min, max);
  const own = dateEntryError(entry.kind === 'partial' && left ? { kind: 'invalid' } : entry, withTime, min, max);
  const hand = (next: string) => {
    const read = readDateEntry(next, withTime, min, max);
    const iso = read.kind === 'date' ? read.iso : '';
    if (iso !== sent.current) {
      sent.current = iso;
      onValue(iso);
    }
  };
  const pickedValue = entry.kind === 'date' ? entry.iso : undefined;

  return (
    <>
      <IonInput
        {...useFieldFrame({ ...props, error: props.error ?? own }, 'stacked')}
        type="text"
        inputmode="numeric"
        autocomplete="off"
        placeholder={datePlaceholder(withTime)}
        maxlength={withTime ? 16 : 10}
        value={text}
        onIonInput={(e) => {
          const masked = maskDateEntry(String(e.detail.value ?? ''), withTime);
          // The element shows the mask at once (a typed letter the mask drops leaves the state as it was: no render).
          (e.target as HTMLIonInputElement).value = masked;
          setText(masked);
          setLeft(false);
          hand(masked);
        }}
        onIonBlur={() => setLeft(true)}
      >
        <IonButton
          slot="end"
          fill="clear"
          className="date-field-open"
          aria-label={DATE_PICKER_TEXT.open}
          data-testid={`${testId}-calendar`}
          disabled={disabled}
          onClick={() => setPicking(true)}
        >
          <IonIcon slot="icon-only" icon={calendarOutline} aria-hidden="true" />
        </IonButton>
      </IonInput>
      <IonModal className="date-field-modal" isOpen={picking} onDidDismiss={() => setPicking(false)} data-testid={`${testId}-picker`}>
        {picking && (
          <IonDatetime
            presentation={withTime ? 'date-time' : 'date'}
            locale="tr-TR"
            firstDayOfWeek={1}
            hourCycle="h23"
            min={min}
            max={max}
            value={pickedValue}
            showDefaultButtons
            showClearButton
            doneText={DATE_PICKER_TEXT.done}
            cancelText={DATE_PICKER_TEXT.cancel}
            clearText={DATE_PICKER_TEXT.clear}
            onIonChange={(e) => {
              const picked = typeof e.detail.value === 'string' ? e.detail.value : '';
              const next = dateEntryText(picked, withTime);
              setText(next);
              hand(next);
            }}
          >
            {/* Ionic's own label of the time row is English ('Time'). */}
            <span slot="time-label">{DATE_PICKER_TEXT.time}</span>
          </IonDatetime>
        )}
      </IonModal>
    </>
  );
}
