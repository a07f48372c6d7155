import { useEffect, useMemo, useRef, useState } from 'react';
import { IonButton, IonSpinner } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { PRICE_DETAIL_MSG, priceUpdate } from '../../../shared/contract/price-detail.js';
import { PRICE_MSG, PRICE_RETURN_MS, PRICE_UPDATED_TOAST_MS } from '../../../shared/prices.js';
import { call } from '../../lib/api.js';
import { handleError } from '../../lib/error-handler.js';
import { useSessionUser } from '../../lib/session.js';
import { toast } from '../../lib/toast.js';
import { DateField } from '../../ui/date-field.js';
import { NumberField } from '../../ui/number-field.js';
import { SelectField } from '../../ui/select-field.js';
import { priceKeys } from '../price-queries.js';
import {
  backPathOf,
  editableKeys,
  formFromPrice,
  invalidFields,
  PRICE_FIELD_LABELS,
  PRICE_STEP,
  type PriceFormAccess,
  type PriceFormKey,
  type PriceFormValues,
  type PriceSource,
  SUPPLIER_MONEY_KEYS,
  TAX_RATIO_OPTIONS,
  toPayload,
} from './price-form-state.js';
import { DetailCard } from './price-info.js';

export interface PriceEditorProps {
  modelId: number;
  price: PriceSource;
  access: PriceFormAccess;
  /** The supplier version's start (the distributor detail sends it along). */
  mpsStartDate?: string;
  testId: string;
}

/** The back target of the signed-in user (spec 1 §2.11, §6). */
export function useBackPath() {
  return backPathOf(useSessionUser()?.user.roles);
}

/**
 * The editable prices of a detail screen (spec 1 §2.11, §5): a validity date, the tax ratio
 * and the supplier prices (disabled unless the caller is the product's default supplier),
 * the distributor's reseller price, and 'Güncelle'. On success 'Ürün Güncellendi' shows for
 * 1.2 s and the screen goes back 1.3 s later; refusals flag the fields the server named.
 */
export function PriceEditor({ modelId, price, access, mpsStartDate, testId }: PriceEditorProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const back = useBackPath();
  const initial = useMemo(() => formFromPrice(price), [price]);
  const [values, setValues] = useState<PriceFormValues>(initial);
  const [server, setServer] = useState<Set<PriceFormKey>>(new Set());
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const local = useMemo(() => invalidFields(values, initial, access), [values, initial, access]);
  const flagged = (key: PriceFormKey) => local.has(key) || server.has(key);
  const editable = new Set(editableKeys(access));
  const locked = busy || done;

  const setField = (key: PriceFormKey, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setServer((s) => {
      if (!s.has(key)) return s;
      const next = new Set(s);
      next.delete(key);
      return next;
    });
  };
  const bind = (key: PriceFormKey) => ({
    testId: `${testId}-${key}`,
    label: PRICE_FIELD_LABELS[key],
    value: values[key],
    onValue: (v: string) => setField(key, v),
    flagged: flagged(key),
    disabled: locked || !editable.has(key),
  });

  const submit = async () => {
    if (locked) return;
    if (local.size) {
      if (local.has('startDate')) toast.warn(PRICE_MSG.dateRequired);
      return;
    }
    setBusy(true);
    try {
      await call(priceUpdate, { body: toPayload(values, initial, { modelId, access, mpsStartDate }) });
      setDone(true);
      toast.success(PRICE_MSG.updated, PRICE_UPDATED_TOAST_MS);
      void queryClient.invalidateQueries({ queryKey: priceKeys.lists() });
      // Not refetched while this screen waits to go back (a new answer would remount the form and drop the return).
      void queryClient.invalidateQueries({ queryKey: priceKeys.detail(), refetchType: 'none' });
      timer.current = setTimeout(() => navigate(back), PRICE_RETURN_MS);
    } catch (error) {
      const fields = handleError(error);
      setServer(new Set(Object.keys(fields).filter((f): f is PriceFormKey => fields[f] && f in PRICE_FIELD_LABELS)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DetailCard title={PRICE_DETAIL_MSG.priceInfo} testId={testId}>
      {!access.supplier && access.reseller && <p className="price-detail-note">{PRICE_DETAIL_MSG.distributorOnly}</p>}
      <div className="price-detail-form">
        <DateField {...bind('startDate')} error={flagged('startDate') ? PRICE_MSG.dateRequired : undefined} />
        <SelectField {...bind('taxRatio')} options={TAX_RATIO_OPTIONS} />
        {SUPPLIER_MONEY_KEYS.map((key) => (
          <NumberField key={key} {...bind(key)} min={0} step={PRICE_STEP} suffix="₺" />
        ))}
        {access.reseller && <NumberField {...bind('resellerPrice')} min={0} step={PRICE_STEP} suffix="₺" />}
      </div>
      <div className="price-detail-actions">
        <IonButton fill="outline" color="medium" onClick={() => navigate(back)} disabled={busy} data-testid={`${testId}-back`}>
          {PRICE_DETAIL_MSG.back}
        </IonButton>
        <IonButton onClick={submit} disabled={locked} data-testid={`${testId}-update`}>
          {busy && <IonSpinner slot="start" name="crescent" className="button-spinner" />}
          {PRICE_DETAIL_MSG.update}
        </IonButton>
      </div>
    </DetailCard>
  );
}
