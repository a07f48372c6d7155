import { useMemo, useState } from 'react';
import { SUPPLY_STATUSES } from '../../../shared/catalogue.js';
import type { InvalidFields } from '../../lib/error-handler.js';
import { useSessionUser } from '../../lib/session.js';
import { DateField } from '../../ui/date-field.js';
import type { Option } from '../../ui/list/list-types.js';
import { NumberField } from '../../ui/number-field.js';
import { SelectField, type SelectFieldProps } from '../../ui/select-field.js';
import { ScanField } from '../../ui/scan-field.js';
import { TextField } from '../../ui/text-field.js';
import { TextareaField } from '../../ui/textarea-field.js';
import { useBrands, useCategories, useSubCategories, useSupplies } from '../catalogue-queries.js';
import {
  EOL_OPTIONS,
  emptyProductForm,
  formKeyOfServerField,
  invalidFields,
  type PriceField,
  type ProductFormKey,
  type ProductFormMode,
  type ProductFormValues,
  setFormField,
  subCategoryEnabled,
  TAX_OPTIONS,
  visibleFields,
} from './product-form-state.js';

/** Whether the signed-in user has a distributor (own user from the session, spec 2 §2.2, §6). */
export function useHasDisty() {
  return !!useSessionUser()?.user.disty;
}

/** Server field names (zod paths) → the form's flagged keys. */
export function serverFlags(fields: InvalidFields): Set<ProductFormKey> {
  const keys = Object.keys(fields)
    .filter((f) => fields[f])
    .map(formKeyOfServerField);
  return new Set(keys.filter((k): k is ProductFormKey => k !== null));
}

/**
 * Form state with the spec's flagging (§5): a field turns invalid as soon as the user
 * empties it, every field after a submit attempt, and the fields the server flagged
 * until they are edited.
 */
export function useProductForm(mode: ProductFormMode, initial?: ProductFormValues) {
  const [values, setValues] = useState<ProductFormValues>(initial ?? emptyProductForm());
  const [touched, setTouched] = useState<Set<ProductFormKey> | 'all'>(new Set());
  const [server, setServer] = useState<Set<ProductFormKey>>(new Set());

  const local = useMemo(() => invalidFields(values, mode, touched), [values, mode, touched]);
  const flagged = useMemo(() => new Set([...local, ...server]), [local, server]);

  return {
    values,
    flagged,
    setField<K extends ProductFormKey>(key: K, value: ProductFormValues[K]) {
      setValues((v) => setFormField(v, key, value));
      setTouched((t) => (t === 'all' ? t : new Set(t).add(key)));
      setServer((s) => {
        if (!s.has(key)) return s;
        const next = new Set(s);
        next.delete(key);
        return next;
      });
    },
    /** Flags every field in error; true when the form may be sent. */
    check() {
      setTouched('all');
      return invalidFields(values, mode, 'all').size === 0;
    },
    flagServer(fields: InvalidFields) {
      setServer(serverFlags(fields));
    },
    reset(next?: ProductFormValues) {
      setValues(next ?? emptyProductForm());
      setTouched(new Set());
      setServer(new Set());
    },
  };
}

const toOptions = (items: { id: number; name: string }[] | undefined) => (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));

/** Keeps the chosen item listed even when the lookup no longer has it (e.g. a now passive brand). */
function withCurrent(options: Option[], current?: { id: number; name: string }) {
  if (!current || options.some((o) => o.value === String(current.id))) return options;
  return [{ value: String(current.id), label: current.name }, ...options];
}

export interface ProductFieldsProps {
  values: ProductFormValues;
  onField: <K extends ProductFormKey>(key: K, value: ProductFormValues[K]) => void;
  mode: ProductFormMode;
  /** Flagged form keys; server-flagged fields of a FormDialog can be passed in `serverFlagged`. */
  flagged: Set<ProductFormKey>;
  serverFlagged?: InvalidFields;
  testId: string;
  disabled?: boolean;
  /** The product's current picks, kept in the lists while they are no longer offered. */
  current?: { brand?: { id: number; name: string }; supply?: { id: number; name: string } };
}

/**
 * The product's fields (spec 2 §2.2, §5): category first (sub-categories load per category),
 * the supply pick for distributors, and in a new product the first price with 'Bayi Alış
 * Fiyatı' only for a user with a distributor.
 */
export function ProductFields({ values, onField, mode, flagged, serverFlagged, testId, disabled, current }: ProductFieldsProps) {
  const categories = useCategories();
  const subCategories = useSubCategories(values.category || null);
  const brands = useBrands();
  const supplies = useSupplies();
  const shown = new Set(visibleFields(mode));
  const fromServer = serverFlagged ? serverFlags(serverFlagged) : new Set<ProductFormKey>();
  const bad = (key: ProductFormKey) => flagged.has(key) || fromServer.has(key);
  /** The props every field of `key` takes: its test id, value, change handler and flag. */
  const bind = <K extends ProductFormKey>(key: K) => ({
    testId: `${testId}-${key}`,
    value: values[key],
    onValue: (v: string) => onField(key, v as ProductFormValues[K]),
    flagged: bad(key),
    disabled,
  });
  const select = (key: ProductFormKey, label: string, options: Option[], more?: Partial<SelectFieldProps>) => (
    <SelectField label={label} options={options} {...bind(key)} {...more} />
  );
  const text = (key: 'name' | 'origin', label: string) => <TextField label={label} {...bind(key)} />;
  const priceField = (key: PriceField, label: string) => shown.has(key) && <NumberField label={label} min={0} step={0.01} suffix="₺" {...bind(key)} />;
  const subCategoryOpen = subCategoryEnabled(values);

  return (
    <div className="product-form-grid" data-testid={`${testId}-fields`}>
      {shown.has('supply') && select('supply', 'Tedarikçi', withCurrent(toOptions(supplies.data), current?.supply))}
      {select('category', 'Kategori', toOptions(categories.data))}
      {select('subCategory', 'Alt Kategori', toOptions(subCategories.data), {
        disabled: disabled || !subCategoryOpen,
        placeholder: subCategoryOpen ? 'Seçiniz' : 'Önce kategori seçiniz',
      })}
      {select('brand', 'Marka', withCurrent(toOptions(brands.data), current?.brand))}
      {text('name', 'Ürün Adı')}
      <ScanField
        label="Barkod"
        testId={`${testId}-barcode`}
        value={values.barcode}
        onChange={(v) => onField('barcode', v)}
        flagged={bad('barcode')}
        disabled={disabled}
      />
      {text('origin', 'Menşei')}
      {select('supplyStatus', 'Tedarikçi Durumu', SUPPLY_STATUSES.map((s) => ({ value: s, label: s })))}
      {select('eol', 'EOL', [...EOL_OPTIONS], { onValue: (v) => onField('eol', (v || 'null') as ProductFormValues['eol']) })}
      <div className="product-form-wide">
        <TextareaField label="Açıklama" maxlength={2000} {...bind('description')} />
      </div>
      {mode.withPrice && (
        <>
          <h3 className="product-form-block-title">Fiyat Bilgileri</h3>
          <DateField label="Fiyat Geçerlilik Tarihi" {...bind('startDate')} />
          {select('taxRatio', 'Kdv Oranı', TAX_OPTIONS)}
          {priceField('distyPrice', 'Distribütör Alış Fiyatı')}
          {priceField('recommendedEdmPrice', 'Önerilen EDM Alış Fiyatı')}
          {priceField('recommendedResellerPrice', 'Önerilen Bayi Alış Fiyatı')}
          {priceField('recommendedSellPrice', 'Önerilen Satış Fiyatı')}
          {priceField('resellerPrice', 'Bayi Alış Fiyatı')}
        </>
      )}
    </div>
  );
}
