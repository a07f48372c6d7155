import { IonBadge, IonProgressBar, IonSpinner } from '@ionic/react';
import { BATCH_MSG, type CodeKind, statusPercent, type Title } from '../../../../shared/contract/code-batches.js';
import { formatPercent, formatQuantity } from '../../../../shared/format.js';
import { batchApiOf } from '../../../../shared/contract/code-batches.js';

const STATUS_COLOR = { CONTINUING: 'warning', COMPLETED: 'success', FAILED: 'danger' } as const;

/** A batch's facts as the batch list shows them (its declared columns): date, creator, counts, status, active. */
export function BatchFacts({ kind, title }: { kind: CodeKind; title: Title }) {
  return (
    <dl className="batch-facts" data-testid="batch-facts">
      {batchApiOf(kind).titles.columns.map((c) => (
        <div key={c.key} className="batch-fact">
          <dt>{c.header}</dt>
          <dd data-testid={`batch-fact-${c.key}`}>
            {c.key === 'titleStatus' ? (
              <IonBadge color={STATUS_COLOR[title.titleStatus]} data-testid="batch-status">
                {title.titleStatusDisplay}
              </IonBadge>
            ) : c.key === 'isActivated' ? (
              <IonBadge color={title.isActivated ? 'success' : 'medium'}>{c.text(title)}</IonBadge>
            ) : typeof c.text(title) === 'number' ? (
              formatQuantity(c.text(title) as number)
            ) : (
              c.text(title)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A batch still being made (spec 1 §4): a spinner, the spec's "check later from the menu" and how far it got, 0 decimals. */
export function BatchProgress({ title }: { title: Title }) {
  const percent = statusPercent(title.progress, title.totalCount);
  return (
    <div className="batch-progress" data-testid="batch-progress" role="status">
      <IonSpinner name="crescent" aria-hidden="true" />
      <div className="batch-progress-body">
        <p>{BATCH_MSG.continuing}</p>
        <IonProgressBar value={title.totalCount > 0 ? title.progress / title.totalCount : 0} />
        <span className="batch-progress-count muted">
          <strong data-testid="batch-percent">{formatPercent(Number(percent))}</strong> · {formatQuantity(title.progress)} / {formatQuantity(title.totalCount)}
        </span>
      </div>
    </div>
  );
}
