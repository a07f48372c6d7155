import { formatQuantity } from '../../../../shared/format.js';

/** A create step's heading: its number and what to do. */
export function StepHead({ step, text }: { step?: number; text: string }) {
  return (
    <header className="batch-step-head">
      {step !== undefined && (
        <span className="batch-step-number" aria-hidden="true">
          {step}
        </span>
      )}
      <p>{text}</p>
    </header>
  );
}

/** 'Toplam: 10,000' beside a step's buttons. */
export function TotalLine({ total, testId, label = 'Toplam', hidden }: { total: number; testId: string; label?: string; hidden?: boolean }) {
  return (
    <span className="batch-total" data-testid={testId} style={hidden ? { visibility: 'hidden' } : undefined}>
      {label}: <strong>{formatQuantity(total)}</strong>
    </span>
  );
}
