import { useState } from 'react';
import { IonButton, IonSpinner } from '@ionic/react';
import { SHIPPING_MSG, shippingInfoSave, type ShippingInfo } from '../../../shared/contract/shipping-info.js';
import { ERROR_CODES, type ErrorEnvelope } from '../../../shared/errors.js';
import { ApiError, call } from '../../lib/api.js';
import { handleError } from '../../lib/error-handler.js';
import { toast } from '../../lib/toast.js';
import { AppPage } from '../../ui/app-page.js';
import { SelectField } from '../../ui/select-field.js';
import { TextField } from '../../ui/text-field.js';
import { TextareaField } from '../../ui/textarea-field.js';
import { DigitsField } from './digits-field.js';
import { useShippingInfos, useStoreShippingInfo } from './shipping-data.js';
import { checkShipping, draftOf, flagsOf, formatPhone, postCodeDigits, saveBodyOf, type ShippingDraft, type ShippingFlags } from './shipping-form.js';
import './shipping-info.css';

/** The texts a refused save carries: a business refusal's, the description, or the field messages. */
function serverTexts(body: ErrorEnvelope | null): string[] {
  if (!body) return [];
  if (body.code === ERROR_CODES.BUSINESS) return body.fields?.[0] ? [body.fields[0]] : [];
  const text = body.description ?? body.message;
  if (text) return [text];
  return [...new Set((body.errors ?? []).map((e) => e.message).filter(Boolean))];
}

/**
 * A failed save shows the server's message for 4 s (spec 2 §8 'Kaydedildi' row) and flags the
 * fields it names; without one, the generic handler's text.
 */
function saveFailure(error: unknown): ShippingFlags {
  const body = error instanceof ApiError ? error.body : null;
  const texts = serverTexts(body);
  if (!body || texts.length === 0) return flagsOf(handleError(error));
  texts.forEach((text) => toast.error(text, 4000));
  const flagged: Record<string, boolean> = {};
  if (body.code !== ERROR_CODES.BUSINESS) for (const field of [...(body.fields ?? []), ...(body.errors ?? []).map((e) => e.field)]) if (field) flagged[field] = true;
  return flagsOf(flagged);
}

/** One supplier's form: shipping name, post code, address, phone; 'Kaydet'. */
function ShippingForm({ info }: { info: ShippingInfo }) {
  const store = useStoreShippingInfo();
  const [draft, setDraft] = useState<ShippingDraft>(() => draftOf(info));
  const [flags, setFlags] = useState<ShippingFlags>({});
  const [busy, setBusy] = useState(false);

  const edit = (field: keyof ShippingDraft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (flags[field]) setFlags((f) => ({ ...f, [field]: false }));
  };

  const save = async () => {
    if (busy) return;
    const checked = checkShipping(draft);
    if (checked.messages.length) {
      setFlags(checked.fields);
      checked.messages.forEach((m) => toast.warn(m));
      return;
    }
    setBusy(true);
    try {
      const saved = await call(shippingInfoSave, { body: saveBodyOf(info, draft) });
      setDraft(draftOf(saved));
      setFlags({});
      store(saved);
      toast.success(SHIPPING_MSG.saved);
    } catch (error) {
      setFlags(saveFailure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="shipping-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <div className="shipping-fields">
        <TextField
          testId="shipping-name"
          label={SHIPPING_MSG.shippingName}
          value={draft.shippingName}
          onValue={edit('shippingName')}
          maxlength={200}
          autocomplete="off"
          flagged={flags.shippingName}
        />
        <DigitsField
          testId="shipping-postcode"
          label={SHIPPING_MSG.postCodeLabel}
          value={draft.postCode}
          onValue={edit('postCode')}
          format={postCodeDigits}
          autocomplete="postal-code"
          placeholder="34000"
          flagged={flags.postCode}
        />
        <DigitsField
          testId="shipping-phone"
          label={SHIPPING_MSG.phoneLabel}
          value={draft.phone}
          onValue={edit('phone')}
          format={formatPhone}
          type="tel"
          autocomplete="tel-national"
          placeholder="212 555 00 00"
          flagged={flags.phone}
        />
        <div className="shipping-address">
          <TextareaField testId="shipping-address" label={SHIPPING_MSG.address} value={draft.address} onValue={edit('address')} rows={3} maxlength={500} flagged={flags.address} />
        </div>
      </div>
      <div className="shipping-actions">
        <IonButton onClick={() => void save()} disabled={busy} data-testid="shipping-save" aria-busy={busy || undefined}>
          {busy && <IonSpinner slot="start" name="crescent" className="button-spinner" />}
          Kaydet
        </IonButton>
        {/* Enter in a field saves (implicit submission needs a submit button). */}
        <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      </div>
    </form>
  );
}

/**
 * /ProductFault-Update 'Tedarikçi Arıza Bilgileri' (SUPPLY_USER, SUPPLY_ADMIN, DISTY_ADMIN; spec 3
 * §2.9): where faulty products go back to a supplier. A supplier user sees its own supplier; a
 * distributor admin picks one of the suppliers delivering through its distributor.
 */
export default function ShippingInfoPage() {
  const infos = useShippingInfos();
  const list = infos.data ?? [];
  const [picked, setPicked] = useState<number | null>(null);
  const info = list.find((s) => s.id === picked) ?? list[0];

  return (
    <AppPage>
      <section className="panel shipping-panel" aria-busy={infos.isPending || undefined}>
        {infos.isPending && !infos.isError && <IonSpinner name="crescent" aria-label="Yükleniyor" data-testid="shipping-loading" />}
        {infos.isSuccess && list.length === 0 && (
          <p className="shipping-empty" data-testid="shipping-empty">
            {SHIPPING_MSG.empty}
          </p>
        )}
        {info && (
          <>
            {list.length > 1 ? (
              <SelectField
                testId="shipping-supplier"
                label={SHIPPING_MSG.supplier}
                value={String(info.id)}
                options={list.map((s) => ({ value: String(s.id), label: `${s.name} (${s.code})` }))}
                onValue={(v) => v && setPicked(Number(v))}
              />
            ) : (
              <dl className="shipping-supplier" data-testid="shipping-supplier">
                <dt>{SHIPPING_MSG.supplier}</dt>
                <dd>
                  <span data-testid="shipping-supplier-name">{info.name}</span>
                  <span className="shipping-supplier-code" data-testid="shipping-supplier-code">
                    {info.code}
                  </span>
                </dd>
              </dl>
            )}
            {/* A new supplier starts its form afresh from its own record. */}
            <ShippingForm key={info.id} info={info} />
          </>
        )}
      </section>
    </AppPage>
  );
}
