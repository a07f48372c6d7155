import { SALE_CONFLICT_TEXTS, WIZARD_MSG } from '../../../shared/contract/sale-texts.js';
import { type SaleConflict } from '../../../shared/contract/sale-wizard.js';
import { formatMoney } from '../../../shared/format.js';
import { kickOutbox, outbox } from '../../lib/offline/outbox-runner.js';
import { PlainButton } from '../../ui/plain-button.js';
import type { StuckSale } from './use-complete-sale.js';
import { WIZARD_UI } from './wizard-texts.js';

const bandText = (c: SaleConflict) =>
  c.reason === 'PRICE_BELOW_LIMIT' || c.reason === 'PRICE_ABOVE_LIMIT' ? `${formatMoney(c.price)} → ${WIZARD_UI.band(formatMoney(c.minPrice), formatMoney(c.maxPrice))}` : '';

/**
 * A sale the server stopped (409), whether sent online or later from the queue: each refused line
 * with its reason (SALE_CONFLICT_TEXTS) — a unit sold or transferred meanwhile, a price outside
 * today's band, the campaign code used elsewhere. The sale stays stopped in the pending tray until
 * the dealer completes the basket again (which replaces it) or deletes it here.
 */
export function ConflictPanel({ stuck }: { stuck: StuckSale }) {
  const discard = async () => {
    await outbox.discard(stuck.seq);
    void kickOutbox();
  };
  return (
    <section className="wizard-conflicts" role="alert" data-testid="wizard-conflicts">
      <h2>{WIZARD_MSG.conflictTitle}</h2>
      <ul>
        {stuck.conflicts.map((c, i) => (
          <li key={`${c.unitId ?? 'code'}-${c.reason}-${i}`} data-testid={`wizard-conflict-${i}`} data-reason={c.reason}>
            <strong>{c.serialNo ? `${c.serialNo}${c.modelName ? ` · ${c.modelName}` : ''}` : WIZARD_UI.codeLine}</strong>
            <span>{SALE_CONFLICT_TEXTS[c.reason]}</span>
            {bandText(c) && <span>{bandText(c)}</span>}
          </li>
        ))}
      </ul>
      <p className="wizard-note">{WIZARD_UI.conflictHint}</p>
      <PlainButton fill="outline" color="danger" size="small" onClick={() => void discard()} data-testid="wizard-conflict-discard">
        {WIZARD_UI.conflictDiscard}
      </PlainButton>
    </section>
  );
}
