import { useRef, useState } from 'react';
import { closeOutline } from 'ionicons/icons';
import { WIZARD_MSG } from '../../../shared/contract/sale-texts.js';
import { formatMoney } from '../../../shared/format.js';
import { toast } from '../../lib/toast.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { NumberField } from '../../ui/number-field.js';
import { PlainButton } from '../../ui/plain-button.js';
import { ScanField } from '../../ui/scan-field.js';
import { type BasketLine, basketTotals, cleanPrice, lineOf, type PricedUnit, priceError, scanOutcome } from './basket.js';
import { findSellable, pendingSoldUnits } from './sellable-lookup.js';
import { WIZARD_UI } from './wizard-texts.js';

type SetBasket = (update: (basket: BasketLine[]) => BasketLine[]) => void;

/** Adds a line unless its unit got in meanwhile (two quick scans of one serial). */
const withLine = (line: BasketLine) => (basket: BasketLine[]) => (basket.some((l) => l.unit.unitId === line.unit.unitId) ? basket : [...basket, line]);

/**
 * Spec 2 §2.15 My Basket: a unit is added by scanning its serial with the camera, a hardware
 * scanner or by typing it (the shared ScanField); it resolves against the dealer's own stock
 * (sellable-lookup.ts). Each line shows its product and its price, which the dealer may lower to
 * the MAX_DISCOUNT_RATIO limit and no further (nor above the tolerance price). 'SATIŞI TAMAMLA'
 * shows while the basket holds a line and leads to Complete Sale.
 */
export function BasketTab({ basket, setBasket, onComplete, syncNote }: { basket: BasketLine[]; setBasket: SetBasket; onComplete: () => void; syncNote: string | null }) {
  const [serial, setSerial] = useState('');
  const [choice, setChoice] = useState<PricedUnit[] | null>(null);
  const [busy, setBusy] = useState(false);
  const current = useRef(basket);
  current.current = basket;

  const added = (line: BasketLine) => {
    setBasket(withLine(line));
    setSerial('');
    toast.success(WIZARD_MSG.addedToBasket);
  };

  const add = async (raw: string) => {
    const typed = raw.trim();
    if (!typed || busy) return;
    setBusy(true);
    try {
      const outcome = scanOutcome(current.current, await findSellable(typed), await pendingSoldUnits());
      if (outcome.kind === 'refused') toast.error(outcome.message, 4000);
      else if (outcome.kind === 'choose') setChoice(outcome.units);
      else added(outcome.line);
    } finally {
      setBusy(false);
    }
  };

  const setPrice = (unitId: number, text: string) => setBasket((b) => b.map((l) => (l.unit.unitId === unitId ? { ...l, priceText: cleanPrice(text) } : l)));
  const remove = (unitId: number) => setBasket((b) => b.filter((l) => l.unit.unitId !== unitId));
  const totals = basketTotals(basket);

  return (
    <section className="wizard-section" data-testid="wizard-basket">
      <div className="wizard-scan">
        <ScanField
          label={WIZARD_MSG.scanSerial}
          value={serial}
          onChange={setSerial}
          onScan={(code) => {
            setSerial(code);
            void add(code);
          }}
          onEnter={() => void add(serial)}
          placeholder={WIZARD_UI.serialHint}
          testId="wizard-serial"
          maxlength={100}
          disabled={busy}
        />
        <PlainButton onClick={() => void add(serial)} disabled={busy || !serial.trim()} data-testid="wizard-add">
          {WIZARD_UI.add}
        </PlainButton>
      </div>
      {syncNote && <p className="wizard-note" data-testid="wizard-sync-note">{syncNote}</p>}

      {basket.length === 0 ? (
        <p className="wizard-empty" data-testid="basket-empty">
          {WIZARD_MSG.emptyBasket}
        </p>
      ) : (
        <ul className="wizard-lines">
          {basket.map((line) => {
            const { unit } = line;
            const error = priceError(line);
            return (
              <li key={unit.unitId} className="wizard-line" data-testid={`basket-line-${unit.unitId}`}>
                <div className="wizard-line-head">
                  <div className="wizard-line-product">
                    <strong>{unit.modelName}</strong>
                    <span>
                      {unit.brandName} · {unit.barcode}
                    </span>
                    <span>
                      {WIZARD_MSG.scanSerial}: {unit.serialNo}
                    </span>
                  </div>
                  <PlainButton fill="clear" color="danger" icon={closeOutline} aria-label={WIZARD_UI.remove} title={WIZARD_UI.remove} onClick={() => remove(unit.unitId)} data-testid={`basket-remove-${unit.unitId}`} />
                </div>
                <div className="wizard-line-price">
                  <NumberField
                    testId={`basket-price-${unit.unitId}`}
                    label={WIZARD_MSG.price}
                    value={line.priceText}
                    onValue={(v) => setPrice(unit.unitId, v)}
                    min={unit.minPrice}
                    max={unit.maxPrice}
                    suffix="₺"
                    error={error ?? undefined}
                    helperText={`${WIZARD_UI.recommended}: ${formatMoney(unit.recommendedSellPrice)} · ${WIZARD_UI.band(formatMoney(unit.minPrice), formatMoney(unit.maxPrice))}`}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {basket.length > 0 && (
        <div className="wizard-bar" data-testid="basket-complete-bar">
          <div className="wizard-bar-total">
            <span>{WIZARD_MSG.amountToPay}</span>
            <strong data-testid="basket-total">{formatMoney(totals.finalPrice)}</strong>
            {totals.discountAmount > 0 && (
              <span className="wizard-bar-discount">
                {WIZARD_UI.discount}: {formatMoney(totals.discountAmount)}
              </span>
            )}
          </div>
          <PlainButton onClick={onComplete} data-testid="basket-complete">
            {WIZARD_MSG.completeSale}
          </PlainButton>
        </div>
      )}

      <FormDialog isOpen={choice !== null} title={WIZARD_UI.chooseTitle} onClose={() => setChoice(null)} onSubmit={async () => undefined} hideSubmit testId="wizard-choose">
        <p>{WIZARD_UI.chooseText}</p>
        <ul className="wizard-choices">
          {(choice ?? []).map((u) => (
            <li key={u.unitId}>
              <PlainButton
                fill="outline"
                expand="block"
                onClick={() => {
                  setChoice(null);
                  if (current.current.length) {
                    const again = scanOutcome(current.current, [u], new Set());
                    if (again.kind === 'refused') return void toast.error(again.message, 4000);
                  }
                  added(lineOf(u));
                }}
                data-testid={`wizard-choose-${u.unitId}`}
              >
                {u.modelName} · {u.barcode} · {formatMoney(u.recommendedSellPrice)}
              </PlainButton>
            </li>
          ))}
        </ul>
      </FormDialog>
    </section>
  );
}
