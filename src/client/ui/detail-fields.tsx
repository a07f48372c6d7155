import type { ReactNode } from 'react';
import './detail-fields.css';

/** One label / value pair of a read-only detail: label, value, test-id suffix. */
export type DetailField = [label: string, value: ReactNode, id: string];

/**
 * The label / value grid of the read-only detail dialogs (distribution, supplier invoices, sales):
 * two or more columns on desktop, two on phones; an empty value shows '-'.
 */
export function DetailFields({ fields, testId }: { fields: DetailField[]; testId: string }) {
  return (
    <dl className="detail-fields" data-testid={testId}>
      {fields.map(([label, value, id]) => (
        <div key={id} className="detail-fields-item">
          <dt>{label}</dt>
          <dd data-testid={`${testId}-${id}`}>{value === null || value === undefined || value === '' ? '-' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
