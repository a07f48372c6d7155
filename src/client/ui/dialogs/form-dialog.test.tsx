import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { IonApp } from '@ionic/react';
import { z } from 'zod';
import { defineEndpoint } from '../../../shared/contract/endpoint.js';
import { call } from '../../lib/api.js';
import { clearToasts, currentToasts, json, stubFetch } from '../kit-test-utils.js';
import { TextField } from '../text-field.js';
import { FormDialog } from './form-dialog.js';

const save = defineEndpoint({ service: 'api', method: 'POST', path: '/test/brand', access: 'ALL', body: z.object({ name: z.string() }), response: z.object({ id: z.number() }) });

function Harness({ onSaved }: { onSaved: () => void }) {
  const [open, setOpen] = useState(true);
  const [name, setName] = useState('Anker');
  return (
    <IonApp>
      <button type="button" data-testid="reopen" onClick={() => setOpen(true)} />
      <FormDialog
        isOpen={open}
        title="Marka Düzenle"
        onClose={() => setOpen(false)}
        onSubmit={async () => {
          await call(save, { body: { name } });
          onSaved();
          setOpen(false);
        }}
        testId="brand-dialog"
      >
        {(flagged) => (
          <>
            <TextField testId="brand-name" label="Marka Adı" value={name} onValue={setName} flagged={flagged.name} />
            <TextField testId="brand-code" label="Kod" value="" onValue={() => undefined} flagged={flagged.code} />
          </>
        )}
      </FormDialog>
    </IonApp>
  );
}

const isFlagged = (testId: string) => screen.getByTestId(testId).classList.contains('ion-invalid');

describe('FormDialog', () => {
  beforeEach(() => clearToasts());
  afterEach(() => vi.unstubAllGlobals());

  it('shows a 400 envelope through the generic handler and flags the named fields', async () => {
    let answer: (v: Response) => void = () => undefined;
    const { calls } = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const onSaved = vi.fn();
    render(<Harness onSaved={onSaved} />);
    expect((await screen.findByTestId('brand-dialog-cancel')).textContent).toBe('Vazgeç');
    expect(screen.getByTestId('brand-dialog-submit').textContent).toBe('Kaydet');

    fireEvent.click(screen.getByTestId('brand-dialog-submit'));
    // Busy while the save runs: a second click does nothing.
    await waitFor(() => expect((screen.getByTestId('brand-dialog-submit') as HTMLIonButtonElement).disabled).toBe(true));
    fireEvent.click(screen.getByTestId('brand-dialog-submit'));
    expect(calls).toHaveLength(1);

    await act(async () =>
      answer(json(400, { status: 400, code: 400, message: 'Validation', description: 'Bu isimde bir marka var.', errors: [], fields: ['name'] })),
    );
    await waitFor(() => expect(isFlagged('brand-name')).toBe(true));
    expect(isFlagged('brand-code')).toBe(false);
    expect(currentToasts().map((t) => [t.severity, t.text])).toEqual([['error', 'Bu isimde bir marka var.']]);
    expect((screen.getByTestId('brand-dialog-submit') as HTMLIonButtonElement).disabled).toBeFalsy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('flags errors[] fields and starts clean when reopened', async () => {
    stubFetch(() => json(400, { status: 400, code: 400, errors: [{ field: 'code', message: 'Bu alan zorunludur.' }], fields: [] }));
    render(<Harness onSaved={vi.fn()} />);
    fireEvent.click(await screen.findByTestId('brand-dialog-submit'));
    await waitFor(() => expect(isFlagged('brand-code')).toBe(true));
    expect(currentToasts().map((t) => t.text)).toEqual(['Bu alan zorunludur.']);

    fireEvent.click(screen.getByTestId('brand-dialog-cancel'));
    await waitFor(() => expect(screen.queryByTestId('brand-code')).toBeNull());
    fireEvent.click(screen.getByTestId('reopen'));
    await screen.findByTestId('brand-code');
    await waitFor(() => expect(isFlagged('brand-code')).toBe(false));
  });

  it('closes after a successful save', async () => {
    const { calls } = stubFetch(() => json(200, { id: 3 }));
    const onSaved = vi.fn();
    render(<Harness onSaved={onSaved} />);
    fireEvent.click(await screen.findByTestId('brand-dialog-submit'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(JSON.parse(String(calls[0].body))).toEqual({ name: 'Anker' });
    expect(currentToasts()).toEqual([]);
  });
});
