interface Props<T extends string> {
  label: string;
  options: [T, string][];
  value: T;
  onChange: (value: T) => void;
}

/** A segmented radio group of plain buttons: the visible text itself is the click target. */
export function ChoiceGroup<T extends string>({ label, options, value, onChange }: Props<T>) {
  return (
    <div className="choice-group" role="radiogroup" aria-label={label}>
      {options.map(([key, text]) => (
        <button key={key} type="button" role="radio" aria-checked={key === value} className="choice" onClick={() => onChange(key)}>
          {text}
        </button>
      ))}
    </div>
  );
}
