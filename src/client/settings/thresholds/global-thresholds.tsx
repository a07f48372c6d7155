import { useEffect, useState } from 'react';
import { IonButton, IonSpinner } from '@ionic/react';
import { SETTINGS_MSG, thresholdsUpdateAll } from '../../../shared/contract/settings.js';
import { PARAM_KEYS } from '../../../shared/storefront.js';
import { call } from '../../lib/api.js';
import { handleError } from '../../lib/error-handler.js';
import { toast } from '../../lib/toast.js';
import { CheckboxField } from '../../ui/checkbox-field.js';
import { saveOr, useLoadFailure } from '../settings-calls.js';
import { useGlobalThreshold, useInvalidateThresholds } from './threshold-data.js';
import { ThresholdFields } from './threshold-fields.js';
import { checkThresholds, type ThresholdTexts } from './threshold-form.js';

const CLEAN = { none: false, limited: false };

/**
 * The two global thresholds and 'Hepsini Güncelle' (spec 3 §2.5): sets both parameters and every
 * sub-category — those entered by hand only when the box is ticked; locked ones always.
 */
export function GlobalThresholds() {
  const none = useGlobalThreshold(PARAM_KEYS.noneStockMax);
  const limited = useGlobalThreshold(PARAM_KEYS.limitedStockMax);
  useLoadFailure(none.isError, SETTINGS_MSG.noneLoadFailed);
  useLoadFailure(limited.isError, SETTINGS_MSG.limitedLoadFailed);
  const invalidate = useInvalidateThresholds();
  const [texts, setTexts] = useState<ThresholdTexts>({ none: '', limited: '' });
  const [alsoManual, setAlsoManual] = useState(false);
  const [invalid, setInvalid] = useState(CLEAN);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (none.data) setTexts((t) => ({ ...t, none: none.data.value }));
  }, [none.data]);
  useEffect(() => {
    if (limited.data) setTexts((t) => ({ ...t, limited: limited.data.value }));
  }, [limited.data]);

  const updateAll = async () => {
    const checked = checkThresholds(texts);
    if (!checked.ok) {
      setInvalid(checked.fields);
      checked.messages.forEach((m) => toast.warn(m));
      return;
    }
    setBusy(true);
    try {
      const saved = await saveOr(SETTINGS_MSG.allUpdateFailed, () =>
        call(thresholdsUpdateAll, { body: { ...checked.pair, updateStockStatusMaxManuelUpdated: alsoManual } }),
      );
      if (saved) {
        toast.success(SETTINGS_MSG.allUpdated);
        void invalidate();
      }
    } catch (error) {
      const flagged = handleError(error);
      setInvalid({ none: !!flagged.noneStockStatusMax, limited: !!flagged.limitedStockStatusMax });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="settings-globals" data-testid="global-thresholds">
      <ThresholdFields
        testId="global-thresholds"
        value={texts}
        onValue={(v) => {
          setTexts(v);
          setInvalid(CLEAN);
        }}
        invalid={invalid}
      />
      <div className="settings-globals-actions">
        <CheckboxField testId="global-thresholds-manual" label={SETTINGS_MSG.updateAllManualLabel} checked={alsoManual} onChecked={setAlsoManual} />
        <IonButton onClick={() => void updateAll()} disabled={busy} data-testid="global-thresholds-update">
          {busy && <IonSpinner slot="start" name="crescent" className="button-spinner" />}
          {SETTINGS_MSG.updateAll}
        </IonButton>
      </div>
    </section>
  );
}
