import { useState, type ReactNode } from 'react';
import { IonBadge, IonButton, IonIcon } from '@ionic/react';
import { chevronDownOutline, chevronUpOutline, funnelOutline } from 'ionicons/icons';
import { useQuery } from '@tanstack/react-query';
import { DateField } from '../date-field.js';
import { ScanField } from '../scan-field.js';
import { SelectField } from '../select-field.js';
import { TextField } from '../text-field.js';
import { waitsForDependencies } from './filter-values.js';
import type { FilterDef, FilterValues, Option } from './list-types.js';

export interface FilterBarProps {
  /** Test-id prefix: each field is `${id}-filter-${key}`. */
  id: string;
  filters: FilterDef[];
  values: FilterValues;
  onChange: (key: string, value: string) => void;
  locked?: string[];
  /** Buttons under the fields (search, clear, export). */
  actions?: ReactNode;
  /**
   * A value that is complete now — a camera read, or Enter from a hardware scanner in a scan
   * field: the list may search at once instead of after its debounce. Without it: onChange.
   */
  onCommit?: (key: string, value: string) => void;
}

type SelectDef = Extract<FilterDef, { kind: 'select' }>;

const OPTIONS_STALE_MS = 5 * 60_000;

function SelectFilter({ id, def, values, onChange, disabled }: { id: string; def: SelectDef; values: FilterValues; onChange: FilterBarProps['onChange']; disabled: boolean }) {
  const loader = typeof def.options === 'function' ? def.options : null;
  const deps = (def.dependsOn ?? []).map((d) => values[d] ?? '');
  const loaded = useQuery({
    queryKey: [id, 'filter-options', def.key, ...deps],
    queryFn: () => loader!(values),
    enabled: !!loader && !waitsForDependencies(def, values),
    staleTime: OPTIONS_STALE_MS,
    // A failed loader gets its own text where the spec gives one (lib/query-client.ts).
    meta: def.failedText ? { failedText: def.failedText } : undefined,
  });
  const options: Option[] = loader ? (loaded.data ?? []) : (def.options as Option[]);
  return (
    <SelectField
      testId={`${id}-filter-${def.key}`}
      label={def.label}
      value={values[def.key] ?? ''}
      options={options}
      onValue={(v) => onChange(def.key, v)}
      disabled={disabled}
      clearable
    />
  );
}

/**
 * The filter fields of a list: a grid on desktop; on phones one column folded behind a
 * 'Filtreler' button (with the count of active filters) so the rows stay on the first screen.
 */
export function FilterBar({ id, filters, values, onChange, locked = [], actions, onCommit }: FilterBarProps) {
  const [open, setOpen] = useState(false);
  const active = filters.filter((f) => (values[f.key] ?? '') !== '' && !locked.includes(f.key)).length;
  return (
    <div className={`filter-bar${open ? ' filter-open' : ''}`} data-testid={`${id}-filters`}>
      <IonButton
        className="filter-toggle"
        fill="outline"
        expand="block"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        data-testid={`${id}-filters-toggle`}
      >
        <IonIcon aria-hidden="true" slot="start" icon={funnelOutline} />
        Filtreler
        {active > 0 && <IonBadge className="filter-count">{active}</IonBadge>}
        <IonIcon aria-hidden="true" slot="end" icon={open ? chevronUpOutline : chevronDownOutline} />
      </IonButton>
      <div className="filter-grid">
        {filters.map((f) => {
          const disabled = locked.includes(f.key) || waitsForDependencies(f, values);
          const testId = `${id}-filter-${f.key}`;
          if (f.kind === 'select') return <SelectFilter key={f.key} id={id} def={f} values={values} onChange={onChange} disabled={disabled} />;
          if (f.kind === 'date')
            return <DateField key={f.key} testId={testId} label={f.label} value={values[f.key] ?? ''} withTime={f.withTime} onValue={(v) => onChange(f.key, v)} disabled={disabled} />;
          if (f.kind === 'scan')
            return (
              <ScanField
                key={f.key}
                testId={testId}
                label={f.label}
                placeholder={f.placeholder}
                inputMode={f.inputMode}
                value={values[f.key] ?? ''}
                onChange={(v) => onChange(f.key, v)}
                onScan={(code) => (onCommit ?? onChange)(f.key, code)}
                onEnter={onCommit && (() => onCommit(f.key, values[f.key] ?? ''))}
                disabled={disabled}
              />
            );
          return <TextField key={f.key} testId={testId} label={f.label} placeholder={f.placeholder} value={values[f.key] ?? ''} onValue={(v) => onChange(f.key, v)} disabled={disabled} />;
        })}
      </div>
      {actions && <div className="filter-actions">{actions}</div>}
    </div>
  );
}
