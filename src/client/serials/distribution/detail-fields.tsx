import type { ReactNode } from 'react';
import './ledger-detail.css';

/** One label / value pair of a read-only detail: label, value, test-id suffix. */
export type DetailField = [label: string, value: ReactNode, id: string];

/**
 * The label / value grid of the ledger's detail dialogs (distribution and supplier invoices):
 * two or more columns on desktop, one on phones; an empty value shows '-'.
 */
export function DetailFields({ fields, testId }: { fields: DetailField[]; testId: string }) {
  return (
    <dl className="ledger-detail" data-testid={testId}>
      {fields.map(([label, value, id]) => (
        <div key={id} className="ledger-detail-field">
          <dt>{label}</dt>
          <dd data-testid={`${testId}-${id}`}>{value === null || value === undefined || value === '' ? '-' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
