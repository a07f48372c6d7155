import { useMemo } from 'react';
import { CATALOGUE_MSG, LOOKUP_MSG, TOLERANCE_MAX, TOLERANCE_MIN } from '../../../shared/catalogue.js';
import type { Tolerance } from '../../../shared/contract/catalogue.js';
import { NumberField } from '../../ui/number-field.js';
import { SelectField } from '../../ui/select-field.js';
import { useCategoryTree } from '../catalogue-queries.js';
import { LookupDialog, useLookupForm, type LookupDialogBase } from './lookup-dialog.js';
import { saveTolerance, useInvalidateLookups } from './lookup-mutations.js';

/** Spec 2 §5: a number from 0 to 100 (a comma is read as the decimal point). */
export function parseToleranceRatio(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  const n = Number(trimmed);
  return Number.isFinite(n) && n >= TOLERANCE_MIN && n <= TOLERANCE_MAX ? n : null;
}

interface ToleranceForm {
  categoryId: string;
  subCategoryId: string;
  ratio: string;
}

const formOf = (t: Tolerance | null): ToleranceForm => ({
  categoryId: t ? String(t.subCategory.category.id) : '',
  subCategoryId: t ? String(t.subCategory.id) : '',
  ratio: t ? String(t.marjRatio) : '',
});

export interface ToleranceDialogProps extends LookupDialogBase {
  /** null: a new tolerance ratio. */
  tolerance: Tolerance | null;
}

/** Add or edit a tolerance ratio: category → sub-category (from the category tree) and the ratio in percent. */
export function ToleranceDialog({ tolerance, ...open }: ToleranceDialogProps) {
  const tree = useCategoryTree();
  const invalidate = useInvalidateLookups();
  const fresh = useMemo(() => formOf(tolerance), [tolerance]);
  const { form, setForm, problems, setProblems, refuse } = useLookupForm(open.isOpen, fresh);

  const categoryOptions = useMemo(() => (tree.data ?? []).map((c) => ({ value: String(c.id), label: c.name })), [tree.data]);
  const subCategoryOptions = useMemo(
    () => (tree.data?.find((c) => String(c.id) === form.categoryId)?.subCategories ?? []).map((s) => ({ value: String(s.id), label: s.name })),
    [tree.data, form.categoryId],
  );

  const save = async () => {
    const ratio = parseToleranceRatio(form.ratio);
    if (ratio === null) {
      refuse({ ratio: LOOKUP_MSG.toleranceRange });
      return null;
    }
    await saveTolerance({ id: tolerance?.id, marjRatio: ratio, subCategoryId: Number(form.subCategoryId) });
    return tolerance ? CATALOGUE_MSG.success : CATALOGUE_MSG.toleranceAdded;
  };

  return (
    <LookupDialog
      {...open}
      title={tolerance ? 'Tolerans Oranı Düzenle' : 'Tolerans Oranı Ekle'}
      save={save}
      refresh={invalidate.tolerances}
      submitDisabled={!form.subCategoryId}
      testId="tolerance-dialog"
    >
      {(flagged) => (
        <>
          <SelectField
            testId="tolerance-category"
            label="Kategori"
            value={form.categoryId}
            options={categoryOptions}
            // Sub-categories belong to one category: a new category clears the choice.
            onValue={(categoryId) => setForm((f) => ({ ...f, categoryId, subCategoryId: categoryId === f.categoryId ? f.subCategoryId : '' }))}
            placeholder="Kategori seçiniz"
          />
          <SelectField
            testId="tolerance-subcategory"
            label="Alt Kategori"
            value={form.subCategoryId}
            options={subCategoryOptions}
            onValue={(subCategoryId) => setForm((f) => ({ ...f, subCategoryId }))}
            disabled={!form.categoryId}
            flagged={flagged.subCategory || flagged['subCategory.id']}
            placeholder="Alt kategori seçiniz"
          />
          <NumberField
            testId="tolerance-ratio"
            label="Tolerans Oranı"
            value={form.ratio}
            onValue={(ratio) => {
              setForm((f) => ({ ...f, ratio }));
              // Out of range is shown while typing; an empty field only on save.
              setProblems({ ratio: ratio.trim() && parseToleranceRatio(ratio) === null ? LOOKUP_MSG.toleranceRange : undefined });
            }}
            min={TOLERANCE_MIN}
            max={TOLERANCE_MAX}
            // Stored with two decimals; the list shows whole percent.
            step={0.01}
            suffix="%"
            flagged={flagged.marjRatio}
            error={problems.ratio}
          />
        </>
      )}
    </LookupDialog>
  );
}
