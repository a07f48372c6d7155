import type { FilterDef, FilterValues } from './list-types.js';

/** Every filter key with '' (nothing chosen), then the screen's initial values. */
export const initialValues = (filters: FilterDef[], initial?: FilterValues): FilterValues => ({
  ...Object.fromEntries(filters.map((f) => [f.key, ''])),
  ...initial,
});

/** The body the server gets: empty (or blank) values are left out (spec 1 §7). */
export const withoutEmpty = (values: FilterValues): FilterValues =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && String(v).trim() !== ''));

/** Sets one value and clears every filter that depends on it, transitively (sub-category on category). */
export function changeValue(filters: FilterDef[], values: FilterValues, key: string, value: string): FilterValues {
  const next = { ...values, [key]: value };
  const clear = (changed: string, seen: Set<string>) => {
    for (const f of filters) {
      if (f.kind === 'select' && f.dependsOn?.includes(changed) && !seen.has(f.key)) {
        seen.add(f.key);
        next[f.key] = '';
        clear(f.key, seen);
      }
    }
  };
  clear(key, new Set([key]));
  return next;
}

/** A dependent select waits for its dependencies when `requiresDependencies`. */
export const waitsForDependencies = (f: FilterDef, values: FilterValues) =>
  f.kind === 'select' && !!f.requiresDependencies && (f.dependsOn ?? []).some((d) => !values[d]);
