import { useEffect, useMemo, useState } from 'react';
import { CAN_SELL_MSG } from '../../../shared/contract/can-sell.js';
import { useBrands, useSupplies } from '../../lib/lookups.js';
import { toast } from '../../lib/toast.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { MultiSelectField } from '../../ui/multi-select-field.js';
import { SelectField } from '../../ui/select-field.js';
import { saveMapping, useBrandMapping, useInvalidateCanSell } from './can-sell-data.js';

export interface CanSellDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Adds brand–supplier pairs (spec 1 §5 "Can-sell save"): a brand and at least one supplier;
 * pairs already there are skipped, and when nothing was new: 'Marka zaten tanımlıdır'.
 */
export function CanSellDialog({ isOpen, onClose }: CanSellDialogProps) {
  const brands = useBrands();
  const supplies = useSupplies();
  const invalidate = useInvalidateCanSell();
  const [brandId, setBrandId] = useState('');
  const [supplyIds, setSupplyIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ brand?: string; supplies?: string }>({});
  /** A field's change: sets its value and clears its error. */
  const changes =
    <T,>(set: (value: T) => void, field: 'brand' | 'supplies') =>
    (value: T) => {
      set(value);
      setErrors((e) => ({ ...e, [field]: undefined }));
    };
  const mapped = useBrandMapping(brandId ? Number(brandId) : null);

  useEffect(() => {
    if (!isOpen) return;
    setBrandId('');
    setSupplyIds([]);
    setErrors({});
  }, [isOpen]);

  const brandOptions = useMemo(() => (brands.data ?? []).map((b) => ({ value: String(b.id), label: b.name })), [brands.data]);
  const supplyOptions = useMemo(() => (supplies.data ?? []).map((s) => ({ value: String(s.id), label: `${s.code} - ${s.name}` })), [supplies.data]);
  const mappedNames = brandId && mapped.data ? mapped.data.supplies.map((s) => s.name) : [];

  const submit = async () => {
    const found = {
      brand: brandId ? undefined : CAN_SELL_MSG.brandRequired,
      supplies: supplyIds.length ? undefined : CAN_SELL_MSG.suppliesRequired,
    };
    setErrors(found);
    if (found.brand || found.supplies) {
      for (const text of [found.brand, found.supplies]) if (text) toast.warn(text);
      return;
    }
    const added = await saveMapping({ brandId: Number(brandId), supplies: supplyIds.map(Number) });
    void invalidate();
    if (added.supplies.length === 0) {
      // Every chosen pair was there already: nothing to save, the dialog stays for another choice.
      toast.warn(CAN_SELL_MSG.alreadyDefined);
      return;
    }
    toast.success(CAN_SELL_MSG.done);
    onClose();
  };

  return (
    <FormDialog isOpen={isOpen} title="Marka Tedarikçi Ekle" onClose={onClose} onSubmit={submit} testId="can-sell-dialog">
      {(flagged) => (
        <div className="can-sell-form">
          <SelectField
            testId="can-sell-brand"
            label="Marka"
            value={brandId}
            options={brandOptions}
            onValue={changes(setBrandId, 'brand')}
            flagged={flagged.brandId}
            error={errors.brand}
            placeholder="Marka seçiniz"
          />
          <MultiSelectField
            testId="can-sell-supplies"
            label="Tedarikçiler"
            values={supplyIds}
            options={supplyOptions}
            onValues={changes(setSupplyIds, 'supplies')}
            flagged={flagged.supplies}
            error={errors.supplies}
            helperText={mappedNames.length ? `Tanımlı tedarikçiler: ${mappedNames.join(', ')}` : undefined}
            placeholder="Tedarikçi seçiniz"
          />
        </div>
      )}
    </FormDialog>
  );
}
