import { useState } from 'react';
import { FAULTY_MSG, type FaultyProduct } from '../../../shared/contract/faulty.js';
import { toast } from '../../lib/toast.js';
import { PlainButton } from '../../ui/plain-button.js';
import { SelectField } from '../../ui/select-field.js';
import { useFaultyCatalogue, useFaultyModels } from './report-queries.js';
import { REPORT_UI } from './report-texts.js';

const idOf = (v: string) => (v === '' ? null : Number(v));
const byName = <T extends { name: string }>(rows: T[]) => [...rows].sort((a, b) => a.name.localeCompare(b.name, 'tr'));

/**
 * Spec 3 §2.8 without a serial number: brand (active only, as the server lists them) → category →
 * sub-category → product, and 'Ürünü Seç'. A choice clears the ones after it.
 */
export function ModelCascade({ disabled, onChoose }: { disabled?: boolean; onChoose: (product: FaultyProduct) => void }) {
  const [brand, setBrand] = useState('');
  const [category, setCategory] = useState('');
  const [subCategory, setSubCategory] = useState('');
  const [model, setModel] = useState('');
  const catalogue = useFaultyCatalogue(true).data;
  const models = useFaultyModels(idOf(brand), idOf(subCategory)).data;

  const subCategories = catalogue?.categories.find((c) => String(c.id) === category)?.subCategories ?? [];
  const choose = () => {
    const product = models?.find((m) => String(m.modelId) === model);
    if (!product) {
      toast.error(FAULTY_MSG.productRequired);
      return;
    }
    onChoose(product);
  };

  return (
    <div className="faulty-report-cascade" data-testid="faulty-cascade">
      <div className="faulty-report-fields">
        <SelectField
          testId="faulty-brand"
          label={REPORT_UI.brand}
          value={brand}
          disabled={disabled}
          options={byName(catalogue?.brands ?? []).map((b) => ({ value: String(b.id), label: b.name }))}
          onValue={(v) => {
            setBrand(v);
            setModel('');
          }}
        />
        <SelectField
          testId="faulty-category"
          label={REPORT_UI.category}
          value={category}
          disabled={disabled}
          options={byName(catalogue?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          onValue={(v) => {
            setCategory(v);
            setSubCategory('');
            setModel('');
          }}
        />
        <SelectField
          testId="faulty-subCategory"
          label={REPORT_UI.subCategory}
          value={subCategory}
          disabled={disabled || !category}
          options={byName(subCategories).map((s) => ({ value: String(s.id), label: s.name }))}
          onValue={(v) => {
            setSubCategory(v);
            setModel('');
          }}
        />
        <SelectField
          testId="faulty-model"
          label={REPORT_UI.product}
          value={model}
          disabled={disabled || !brand || !subCategory}
          options={(models ?? []).map((m) => ({ value: String(m.modelId), label: `${m.modelName} (${m.barcode})` }))}
          onValue={setModel}
          helperText={models && models.length === 0 ? REPORT_UI.noModels : undefined}
        />
      </div>
      <div className="faulty-report-actions">
        <PlainButton fill="outline" onClick={choose} disabled={disabled || !model} data-testid="faulty-choose">
          {FAULTY_MSG.chooseProduct}
        </PlainButton>
      </div>
    </div>
  );
}
