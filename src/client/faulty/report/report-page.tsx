import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FAULTY_DESCRIPTION_MAX, FAULTY_MSG, FAULTY_RELOAD_MS } from '../../../shared/contract/faulty.js';
import { formatDate } from '../../../shared/format.js';
import { handleError } from '../../lib/error-handler.js';
import { toast } from '../../lib/toast.js';
import { AppPage } from '../../ui/app-page.js';
import { CheckboxField } from '../../ui/checkbox-field.js';
import { DateField } from '../../ui/date-field.js';
import { DetailFields } from '../../ui/detail-fields.js';
import { PlainButton } from '../../ui/plain-button.js';
import { TextareaField } from '../../ui/textarea-field.js';
import { ModelCascade } from './model-cascade.js';
import { PhotoPicker } from './photo-picker.js';
import { EMPTY_FORM, type FormField, formErrors, productOf, type ReportForm, todayIso } from './report-form.js';
import { REPORT_UI } from './report-texts.js';
import { SerialSearch } from './serial-search.js';
import { SupplierTable } from './supplier-table.js';
import { useReport } from './use-report.js';
import './report.css';

/**
 * /faultyProductNotification — the dealer reports a faulty product (spec 3 §2.8, issue 32
 * "Reporting, in the shop"): the unit by its serial (typed or scanned) or, without one, the
 * product by brand → category → sub-category with its sale date; the fault, the photos (taken with
 * the phone's camera, scaled down to the limit), and 'Tedarikçiye Bildir' — an outbox write that
 * waits in the pending tray without a signal. Below, where to send the unit. Phone first (390 px).
 */
export default function ReportPage() {
  // A new key starts the form over: spec 3 §4's reload, without reloading the app.
  const [round, setRound] = useState(0);
  return <ReportScreen key={round} onRestart={() => setRound((r) => r + 1)} />;
}

function ReportScreen({ onRestart }: { onRestart: () => void }) {
  const [form, setForm] = useState<ReportForm>(EMPTY_FORM);
  const [noSerial, setNoSerial] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [done, setDone] = useState(false);
  // Set with the outcome in one render: the button never reads as free between the send and the reload.
  const [busy, setBusy] = useState(false);
  const { report, pending } = useReport();
  const client = useQueryClient();
  const reload = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reload.current), []);

  const product = productOf(form.chosen);
  const errors: Partial<Record<FormField, string>> = showErrors ? formErrors(form) : {};
  const locked = pending || busy || done;
  const set = (patch: Partial<ReportForm>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async () => {
    const found = formErrors(form);
    setShowErrors(true);
    const texts = Object.values(found);
    if (texts.length) {
      texts.forEach((t) => toast.error(t));
      return;
    }
    setBusy(true);
    // The device refused the write for another reason than room (storage.ts tells that one): the generic handler's text.
    const outcome = await report(form).catch((error: unknown) => (handleError(error), 'unsaved' as const));
    if (outcome === 'sent') {
      setDone(true);
      reload.current = setTimeout(() => {
        void client.invalidateQueries({ queryKey: ['faulty'] });
        onRestart();
      }, FAULTY_RELOAD_MS);
    } else if (outcome === 'queued') onRestart();
    setBusy(false);
  };

  const shown = product
    ? [
        [REPORT_UI.supplier, product.supply.name, 'supplier'] as const,
        [REPORT_UI.brand, product.brandName, 'brand'] as const,
        [REPORT_UI.model, product.modelName, 'model'] as const,
        [REPORT_UI.barcode, product.barcode, 'barcode'] as const,
        ...(form.chosen?.kind === 'unit'
          ? [[REPORT_UI.serialShown, form.chosen.unit.serialNo, 'serial'] as const, [REPORT_UI.saleDate, formatDate(form.chosen.unit.saleDate), 'saleDate'] as const]
          : []),
      ].map(([label, value, id]) => [label, value, id] as [string, string, string])
    : [];

  return (
    <AppPage>
      <div className="faulty-report" data-testid="faulty-report">
        <section className="faulty-report-section">
          {!noSerial && <SerialSearch disabled={locked} onFound={(unit) => set({ chosen: unit ? { kind: 'unit', unit } : null })} />}
          <CheckboxField
            testId="faulty-noSerial"
            label={FAULTY_MSG.noSerial}
            checked={noSerial}
            disabled={locked}
            onChecked={(checked) => {
              setNoSerial(checked);
              set({ chosen: null, saleDate: '' });
            }}
          />
          {noSerial && <ModelCascade disabled={locked} onChoose={(p) => set({ chosen: { kind: 'product', product: p } })} />}
          {errors.product && (
            <p className="faulty-report-error" role="alert" data-testid="faulty-product-error">
              {errors.product}
            </p>
          )}
        </section>

        {product && (
          <section className="faulty-report-section" data-testid="faulty-product">
            <h2 className="faulty-report-heading">{REPORT_UI.productTitle}</h2>
            <DetailFields fields={shown} testId="faulty-product-fields" />
          </section>
        )}

        <section className="faulty-report-section">
          {form.chosen?.kind === 'product' && (
            <DateField testId="faulty-saleDate" label={REPORT_UI.saleDate} value={form.saleDate} max={todayIso()} disabled={locked} onValue={(saleDate) => set({ saleDate })} error={errors.saleDate} />
          )}
          <TextareaField
            testId="faulty-description"
            label={REPORT_UI.description}
            value={form.description}
            rows={4}
            maxlength={FAULTY_DESCRIPTION_MAX}
            disabled={locked}
            onValue={(description) => set({ description })}
            error={errors.description}
          />
          <PhotoPicker photos={form.photos} onPhotos={(photos) => set({ photos })} disabled={locked} error={errors.photos} />
          <div className="faulty-report-actions">
            <PlainButton onClick={() => void submit()} disabled={locked} data-testid="faulty-report-submit">
              {FAULTY_MSG.report}
            </PlainButton>
          </div>
        </section>

        <SupplierTable modelId={product?.modelId ?? null} />
      </div>
    </AppPage>
  );
}
