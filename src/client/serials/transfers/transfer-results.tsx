import { IonButton, IonIcon } from '@ionic/react';
import { closeOutline, warningOutline } from 'ionicons/icons';
import type { TransferUploadResult } from '../../../shared/contract/serial-transfers.js';
import { LEDGER_MSG } from '../../../shared/ledger.js';
import './transfers.css';

/** The three refusal lists of an upload (spec 2 §2.11, §8), in the spec's order, with their test ids. */
const LISTS: [keyof Omit<TransferUploadResult, 'transferred'>, string, string][] = [
  ['notFoundSerialNoList', LEDGER_MSG.notFoundList, 'transfer-not-found'],
  ['soldSerialNoList', LEDGER_MSG.soldList, 'transfer-sold'],
  ['alreadyExistSerialNoList', LEDGER_MSG.alreadyList, 'transfer-already'],
];

export interface TransferResultsProps {
  result: TransferUploadResult;
  onClose: () => void;
}

/**
 * The serials an upload did not move, on the page rather than in a toast: a file may name
 * hundreds, and the dealer reads (or copies) them at leisure. Empty lists are left out; the
 * panel stays until closed or the next upload.
 */
export function TransferResults({ result, onClose }: TransferResultsProps) {
  return (
    <section className="panel transfer-results" role="status" data-testid="transfer-results">
      <header className="transfer-results-head">
        <IonIcon aria-hidden="true" icon={warningOutline} className="transfer-results-icon" />
        <h2 className="transfer-results-title">{LEDGER_MSG.uploadPartial}</h2>
        <IonButton fill="clear" color="medium" onClick={onClose} aria-label="Kapat" title="Kapat" data-testid="transfer-results-close">
          <IonIcon aria-hidden="true" slot="icon-only" icon={closeOutline} />
        </IonButton>
      </header>
      {LISTS.filter(([key]) => result[key].length > 0).map(([key, heading, testId]) => (
        <div key={key} className="transfer-results-group" data-testid={testId}>
          <h3 className="transfer-results-heading">
            {heading} <span className="transfer-results-count">({result[key].length})</span>
          </h3>
          <ul className="transfer-results-serials" data-testid={`${testId}-list`}>
            {result[key].map((serial, i) => (
              <li key={i}>{serial}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
