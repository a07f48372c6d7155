import { useMemo } from 'react';
import { CATALOGUE_MSG, LOOKUP_MSG, SCORE_TYPE_LABELS, SCORE_TYPES, type ScoreType } from '../../../shared/catalogue.js';
import type { SubCategory } from '../../../shared/contract/catalogue.js';
import { MSG } from '../../../shared/messages.js';
import { NumberField } from '../../ui/number-field.js';
import { SelectField } from '../../ui/select-field.js';
import { TextField } from '../../ui/text-field.js';
import { useCategories, useScoreTypes } from '../catalogue-queries.js';
import { LookupDialog, useLookupForm, type LookupDialogBase } from './lookup-dialog.js';
import { saveSubCategory, useInvalidateLookups } from './lookup-mutations.js';

const isScoreType = (value: string): value is ScoreType => (SCORE_TYPES as readonly string[]).includes(value);

/** Spec 2 §2.6: the value is labelled 'Puan' for UNIT and 'Oran' for AMOUNT. */
export const scoreValueLabel = (type: string) => (isScoreType(type) ? SCORE_TYPE_LABELS[type] : SCORE_TYPE_LABELS.UNIT);

/** Spec 2 §5: numeric, step 0.1 (one decimal at most), not negative; a comma is read as the decimal point. */
export function parseScoreValue(text: string): { value: number } | { error: string } {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return { error: MSG.requiredField };
  const n = Number(trimmed);
  if (!Number.isFinite(n) || n < 0) return { error: MSG.invalidValue };
  if (Math.abs(Math.round(n * 10) - n * 10) > 1e-9) return { error: LOOKUP_MSG.scoreValueOneDecimal };
  return { value: Math.round(n * 10) / 10 };
}

interface SubCategoryForm {
  categoryId: string;
  name: string;
  productScoreType: string;
  scoreRatio: string;
}

type Problems = Partial<Record<keyof SubCategoryForm, string>>;

const formOf = (s: SubCategory | null, categoryId: string): SubCategoryForm => ({
  categoryId: s ? String(s.category.id) : categoryId,
  name: s?.name ?? '',
  productScoreType: s?.productScoreType ?? 'UNIT',
  scoreRatio: s ? String(s.scoreRatio) : '',
});

export function subCategoryProblems(form: SubCategoryForm): Problems {
  const problems: Problems = {};
  if (!form.categoryId) problems.categoryId = MSG.requiredField;
  if (!form.name.trim()) problems.name = LOOKUP_MSG.subCategoryNameRequired;
  if (!isScoreType(form.productScoreType)) problems.productScoreType = MSG.requiredField;
  const value = parseScoreValue(form.scoreRatio);
  if ('error' in value) problems.scoreRatio = value.error;
  return problems;
}

export interface SubCategoryDialogProps extends LookupDialogBase {
  /** null: a new sub-category. */
  subCategory: SubCategory | null;
  /** Category preselected for a new sub-category (the list's filter). */
  defaultCategoryId?: string;
}

/** Add or edit a sub-category: category, name, score type and its value (Puan or Oran). */
export function SubCategoryDialog({ subCategory, defaultCategoryId = '', ...open }: SubCategoryDialogProps) {
  const categories = useCategories();
  const scoreTypes = useScoreTypes();
  const invalidate = useInvalidateLookups();
  const fresh = useMemo(() => formOf(subCategory, defaultCategoryId), [subCategory, defaultCategoryId]);
  const { form, patch, problems, refuse } = useLookupForm(open.isOpen, fresh);
  /** The props a field of `key` takes from the form. */
  const bind = (key: keyof SubCategoryForm, flagged: boolean | undefined) => ({
    value: form[key],
    onValue: (value: string) => patch({ [key]: value }),
    flagged,
    error: problems[key],
  });

  const categoryOptions = useMemo(() => (categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })), [categories.data]);
  // The server's list names the types; the spec's labels stand in until it answers.
  const typeOptions = useMemo(
    () =>
      scoreTypes.data?.length
        ? scoreTypes.data.map((t) => ({ value: t.key, label: t.value }))
        : SCORE_TYPES.map((t) => ({ value: t, label: SCORE_TYPE_LABELS[t] })),
    [scoreTypes.data],
  );

  const save = async () => {
    if (refuse(subCategoryProblems(form))) return null;
    const value = parseScoreValue(form.scoreRatio) as { value: number };
    await saveSubCategory({
      id: subCategory?.id,
      name: form.name,
      categoryId: Number(form.categoryId),
      productScoreType: form.productScoreType as ScoreType,
      scoreRatio: value.value,
    });
    return CATALOGUE_MSG.success;
  };

  return (
    <LookupDialog {...open} title={subCategory ? 'Alt Kategori Düzenle' : 'Alt Kategori Ekle'} save={save} refresh={invalidate.categories} testId="subcategory-dialog">
      {(flagged) => (
        <>
          <SelectField
            testId="subcategory-category"
            label="Kategori"
            options={categoryOptions}
            placeholder="Kategori seçiniz"
            {...bind('categoryId', flagged.categoryId)}
          />
          <TextField testId="subcategory-name" label="Alt Kategori Adı" {...bind('name', flagged.name)} />
          <SelectField testId="subcategory-type" label="Puan Tipi" options={typeOptions} {...bind('productScoreType', flagged.productScoreType)} />
          <NumberField
            testId="subcategory-value"
            label={scoreValueLabel(form.productScoreType)}
            step={0.1}
            min={0}
            {...bind('scoreRatio', flagged.scoreRatio)}
          />
        </>
      )}
    </LookupDialog>
  );
}
