import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { typeIon } from '../testing/screen-testing.js';
import { useState } from 'react';
import { DATE_PICKER_TEXT, DateField } from './date-field.js';

const seen: string[] = [];

function Form({ initial = '', withTime = false, max }: { initial?: string; withTime?: boolean; max?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        testId="d"
        label="Satış Tarihi"
        value={value}
        withTime={withTime}
        max={max}
        onValue={(v) => {
          seen.push(v);
          setValue(v);
        }}
      />
      <output data-testid="held">{value}</output>
      <button type="button" data-testid="reset" onClick={() => setValue('2026-01-31')}>
        sıfırla
      </button>
    </>
  );
}

/** What the field shows (the ion-input's value; its native input is drawn a moment later in jsdom). */
const shown = () => (screen.getByTestId('d') as HTMLElement & { value?: string }).value;
const error = () => (screen.getByTestId('d') as HTMLElement & { errorText?: string }).errorText;
const type = (text: string) => act(() => typeIon('d', text));

describe('date field', () => {
  it('shows its value as DD-MM-YYYY, hands up the ISO value only once a whole date is typed', async () => {
    seen.length = 0;
    render(<Form initial="2025-03-01" />);
    expect(shown()).toBe('01-03-2025');
    await waitFor(() => expect(screen.getByTestId('d').querySelector('input')!.getAttribute('inputmode')).toBe('numeric'));
    await type('1');
    expect(shown()).toBe('1');
    expect(screen.getByTestId('held').textContent).toBe('');
    await type('150420');
    expect(shown()).toBe('15-04-20');
    await type('15042026');
    expect(shown()).toBe('15-04-2026');
    expect(screen.getByTestId('held').textContent).toBe('2026-04-15');
    // Nothing handed up twice for the same value; '' once while it was being typed.
    expect(seen).toEqual(['', '2026-04-15']);
  });

  it('a value from outside (a reset) replaces the text', async () => {
    render(<Form initial="2025-03-01" />);
    await type('15-04-2026');
    act(() => void fireEvent.click(screen.getByTestId('reset')));
    expect(shown()).toBe('31-01-2026');
  });

  it('says why a complete text is no date it takes, and a partial one once left', async () => {
    render(<Form max="2026-11-30" />);
    await type('31-02-2026');
    expect(error()).toBe('Geçerli bir tarih girin (GG-AA-YYYY).');
    expect(screen.getByTestId('held').textContent).toBe('');
    await type('01-12-2026');
    expect(error()).toBe('Tarih 30-11-2026 veya öncesi olmalı.');
    expect(screen.getByTestId('d').className).toContain('ion-invalid');
    await type('01-1');
    expect(error()).toBeUndefined();
    act(() => void fireEvent(screen.getByTestId('d'), new CustomEvent('ionBlur')));
    expect(error()).toBe('Geçerli bir tarih girin (GG-AA-YYYY).');
  });

  it('with a time: DD-MM-YYYY HH:mm, and a calendar button named in Turkish', async () => {
    render(<Form withTime initial="2030-01-05T09:30" />);
    expect(shown()).toBe('05-01-2030 09:30');
    await type('010220301800');
    expect(shown()).toBe('01-02-2030 18:00');
    expect(screen.getByTestId('held').textContent).toBe('2030-02-01T18:00');
    expect(screen.getByLabelText(DATE_PICKER_TEXT.open)).toBeTruthy();
  });
});
