import { addOutline, removeOutline } from 'ionicons/icons';
import { Glyph } from '../../ui/glyph.js';

/**
 * A compact − [n] + stepper for whole units from 0 to `max` (spec 3 §5: a card takes 0 to 10000).
 * Plain buttons, not Ionic's: a page of cards holds dozens of steppers (see ui/plain-button.tsx).
 */
export function QuantityInput({ value, onValue, max, testId, disabled }: { value: string; onValue: (v: string) => void; max: number; testId: string; disabled?: boolean }) {
  const n = /^\d+$/.test(value) ? Number(value) : 0;
  const set = (next: number) => onValue(String(Math.max(0, Math.min(max, next))));
  return (
    <div className="shop-qty" data-testid={testId}>
      <button type="button" className="shop-qty-step" aria-label="Azalt" disabled={disabled || n <= 0} onClick={() => set(n - 1)} data-testid={`${testId}-minus`}>
        <Glyph icon={removeOutline} />
      </button>
      <input
        type="text"
        inputMode="numeric"
        aria-label="Adet"
        value={value}
        disabled={disabled}
        data-testid={`${testId}-input`}
        onChange={(e) => {
          const digits = e.target.value.replace(/\D/g, '').slice(0, String(max).length);
          onValue(digits === '' ? '' : String(Math.min(max, Number(digits))));
        }}
      />
      <button type="button" className="shop-qty-step" aria-label="Artır" disabled={disabled || n >= max} onClick={() => set(n + 1)} data-testid={`${testId}-plus`}>
        <Glyph icon={addOutline} />
      </button>
    </div>
  );
}
