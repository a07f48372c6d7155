import { useQuery } from '@tanstack/react-query';
import { type CodeKind, type CodeSummary, summaryPercent } from '../../../../shared/contract/code-batches.js';
import { formatQuantity } from '../../../../shared/format.js';
import { call } from '../../../lib/api.js';
import { batchApiOf } from '../../../../shared/contract/code-batches.js';
import { batchKeys } from '../batch-keys.js';
import { BATCH_TEXT, LIST_TEXT } from './batch-texts.js';

interface Figure {
  key: 'canBeCreated' | 'created' | 'used';
  label: string;
  value: string;
  /** 4 decimals (spec 1 §9); none for what can still be made. */
  percent?: string;
}

/** Spec 1 §3 summary: what can still be made, what was made (of all possible), what was used (of what was made). */
export function summaryFigures(s: CodeSummary): Figure[] {
  return [
    { key: 'canBeCreated', label: LIST_TEXT.canBeCreated, value: formatQuantity(s.canBeCreatedUnit) },
    { key: 'created', label: LIST_TEXT.created, value: formatQuantity(s.createdUnit), percent: `%${summaryPercent(s.createdUnit, s.canBeCreatedUnit + s.createdUnit)}` },
    { key: 'used', label: LIST_TEXT.used, value: formatQuantity(s.usedUnit), percent: `%${summaryPercent(s.usedUnit, s.createdUnit)}` },
  ];
}

/** The serial / password info summary at the top of the batch list. */
export function BatchSummary({ kind }: { kind: CodeKind }) {
  const summary = useQuery({ queryKey: batchKeys.summary(kind), queryFn: ({ signal }) => call(batchApiOf(kind).summary, { signal }), staleTime: 0 });
  const figures = summary.data ? summaryFigures(summary.data) : null;
  return (
    <section className="panel batch-summary" aria-label={BATCH_TEXT[kind].summary} data-testid="batch-summary">
      <h2>{BATCH_TEXT[kind].summary}</h2>
      <div className="batch-summary-grid">
        {(figures ?? summaryFigures({ canBeCreatedUnit: 0, createdUnit: 0, usedUnit: 0 })).map((f) => (
          <div key={f.key} className="batch-figure" data-testid={`batch-summary-${f.key}`}>
            <span className="batch-figure-label">{f.label}</span>
            <strong className="batch-figure-value" data-testid={`batch-summary-${f.key}-value`}>
              {figures ? f.value : '—'}
            </strong>
            {f.percent && (
              <span className="batch-figure-percent" data-testid={`batch-summary-${f.key}-percent`}>
                {figures ? f.percent : ''}
              </span>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
