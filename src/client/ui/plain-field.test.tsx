import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PlainField, REVEAL_TEXT } from './plain-field.js';

function Password({ disabled = false }: { disabled?: boolean }) {
  const [value, setValue] = useState('');
  return <PlainField type="password" label="Şifre" autoComplete="current-password" testId="pw" value={value} onValue={setValue} disabled={disabled} error={value ? undefined : 'Şifre Gereklidir.'} />;
}

describe('plain field', () => {
  it('a password: hidden, the autocomplete it was given, a show/hide button with Turkish names, the error under it', () => {
    render(<Password />);
    const input = screen.getByTestId('pw').querySelector('input')!;
    expect(input.type).toBe('password');
    expect(input.autocomplete).toBe('current-password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Şifre Gereklidir.')).toBeTruthy();
    fireEvent.input(input, { target: { value: 'gizli' } });
    expect(input.value).toBe('gizli');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByLabelText(REVEAL_TEXT.show));
    expect(input.type).toBe('text');
    fireEvent.click(screen.getByLabelText(REVEAL_TEXT.hide));
    expect(input.type).toBe('password');
  });

  it('a text field has no show/hide button and no autocomplete unless asked', () => {
    render(<PlainField label="Ad" testId="t" value="" onValue={() => undefined} />);
    const input = screen.getByTestId('t').querySelector('input')!;
    expect(input.type).toBe('text');
    expect(input.autocomplete).toBe('off');
    expect(screen.queryByLabelText(REVEAL_TEXT.show)).toBeNull();
  });

  it('a disabled password field disables its toggle too', () => {
    render(<Password disabled />);
    expect((screen.getByLabelText(REVEAL_TEXT.show) as HTMLButtonElement).disabled).toBe(true);
  });
});
