import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { IonApp } from '@ionic/react';
import { SCAN_MSG } from '../lib/scan/scan-texts.js';
import { typeIon } from './kit-test-utils.js';
import { ScanField, type ScanFieldProps } from './scan-field.js';

// The reader is replaced (which reader a browser gets is code-reader.test.ts): each read()
// returns the next planned frame result.
const frames: Array<string | null> = [];
const reads = vi.fn();
let readerFails = false;
vi.mock('../lib/scan/code-reader.js', () => ({
  chooseReader: async () => {
    if (readerFails) throw new Error('chunk failed to load');
    return {
      kind: 'zxing',
      read: async () => {
        reads();
        return frames.shift() ?? null;
      },
    };
  },
}));

function fakeTrack(capabilities: Record<string, unknown> = {}) {
  return { kind: 'video', stop: vi.fn(), getCapabilities: () => capabilities, applyConstraints: vi.fn(async () => undefined) };
}
type FakeTrack = ReturnType<typeof fakeTrack>;
const streamOf = (track: FakeTrack) => ({ getVideoTracks: () => [track], getTracks: () => [track] }) as unknown as MediaStream;

/** The camera: getUserMedia answers with `answer` (a stream, a refusal, or a promise the test settles). */
function stubCamera(answer: () => Promise<MediaStream>) {
  const getUserMedia = vi.fn((_constraints: MediaStreamConstraints) => answer());
  const vibrate = vi.fn(() => true);
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia }, vibrate });
  return { getUserMedia, vibrate };
}

function Harness(props: Partial<ScanFieldProps>) {
  const [value, setValue] = useState('');
  return (
    <IonApp>
      <ScanField label="Barkod" testId={id} {...props} value={value} onChange={(v) => (setValue(v), props.onChange?.(v))} />
      <output data-testid="value">{value}</output>
    </IonApp>
  );
}

// Each test its own test ids: a sheet of the previous test may still be animating out of the page.
let id = 'code';
let tests = 0;
const status = () => screen.queryByTestId(`${id}-sheet-status`);
/** A button's aria attribute (an ion-button's moves onto the native button in its shadow root). */
const ariaOf = (testId: string, name: string) => {
  const host = screen.getByTestId(testId);
  return host.getAttribute(name) ?? host.shadowRoot?.querySelector('button')?.getAttribute(name) ?? null;
};

describe('ScanField', () => {
  beforeEach(() => {
    id = `code${++tests}`;
    frames.length = 0;
    reads.mockClear();
    readerFails = false;
    // jsdom has no media pipeline: the preview plays and always has a frame.
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
  });
  afterEach(async () => {
    // An open sheet is dismissed with an animation: let it end inside the test environment
    // (Ionic touches `document` until then), then unmount.
    await act(async () => {
      await Promise.all([...document.querySelectorAll('ion-modal')].map((m) => m.dismiss().catch(() => false)));
    });
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is a plain input that always takes typing, labelled, with a labelled camera button; Enter ends a hardware scan', async () => {
    const onChange = vi.fn();
    const onEnter = vi.fn();
    render(<Harness onChange={onChange} onEnter={onEnter} inputMode="numeric" />);
    await typeIon(id, '8690');
    expect(onChange).toHaveBeenLastCalledWith('8690');
    expect(screen.getByTestId('value').textContent).toBe('8690');
    const input = screen.getByLabelText('Barkod') as HTMLInputElement;
    expect(screen.getByTestId(id).contains(input)).toBe(true);
    expect(input.inputMode).toBe('numeric');
    expect(input.value).toBe('8690');
    expect(ariaOf(`${id}-scan`, 'aria-label')).toBe('Barkod: Kamerayla tara');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onEnter).toHaveBeenCalledTimes(1);
  });

  it("shows a form's invalid state and message on its input", async () => {
    render(<Harness error="Barkod zorunludur." />);
    const field = screen.getByTestId(id);
    expect(field.classList.contains('ion-invalid')).toBe(true);
    expect(field.textContent).toContain('Barkod zorunludur.');
    const input = screen.getByLabelText('Barkod');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Barkod zorunludur.');
  });

  it('empties the field with its clear button', async () => {
    render(<Harness clearInput />);
    expect(screen.queryByLabelText('Temizle')).toBeNull();
    await typeIon(id, 'abc');
    fireEvent.click(screen.getByLabelText('Temizle'));
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('opens the rear camera, reads frames until a code shows, then stops the camera, buzzes, fills the field and closes', async () => {
    const track = fakeTrack();
    const { getUserMedia, vibrate } = stubCamera(async () => streamOf(track));
    frames.push(null, null, '8691234567890');
    const onScan = vi.fn();
    render(<Harness onScan={onScan} />);
    fireEvent.click(screen.getByTestId(`${id}-scan`));
    expect((await screen.findByTestId(`${id}-sheet-status`)).textContent).toMatch(/Kamera açılıyor|çerçevenin içine/);
    await waitFor(() => expect(onScan).toHaveBeenCalledWith('8691234567890'));
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(reads).toHaveBeenCalledTimes(3);
    expect(getUserMedia.mock.calls[0][0]).toMatchObject({ audio: false, video: { facingMode: { ideal: 'environment' } } });
    expect(track.stop).toHaveBeenCalledTimes(1);
    expect(vibrate).toHaveBeenCalledWith(80);
    await waitFor(() => expect(status()).toBeNull());
    // No reading after the read.
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(reads).toHaveBeenCalledTimes(3);
  });

  it('without onScan a read code goes to onChange, like typing', async () => {
    stubCamera(async () => streamOf(fakeTrack()));
    frames.push('SN-2024-0042');
    render(<Harness />);
    fireEvent.click(screen.getByTestId(`${id}-scan`));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('SN-2024-0042'));
  });

  it('camera refused: says so in Turkish, offers typing, and the field still works', async () => {
    stubCamera(async () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    render(<Harness />);
    fireEvent.click(screen.getByTestId(`${id}-scan`));
    await waitFor(() => expect(status()?.textContent).toBe(SCAN_MSG.denied));
    expect(status()!.getAttribute('role')).toBe('alert');
    expect(reads).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId(`${id}-sheet-manual`));
    await waitFor(() => expect(status()).toBeNull());
    await typeIon(id, '8691234567890');
    expect(screen.getByTestId('value').textContent).toBe('8691234567890');
  });

  it('no camera on the device: its own message', async () => {
    stubCamera(async () => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')));
    render(<Harness />);
    fireEvent.click(screen.getByTestId(`${id}-scan`));
    await waitFor(() => expect(status()?.textContent).toBe(SCAN_MSG.noCamera));
  });

  it('closed while the permission prompt is up: the camera granted afterwards is released at once', async () => {
    const track = fakeTrack();
    let grant: (s: MediaStream) => void = () => undefined;
    stubCamera(() => new Promise<MediaStream>((resolve) => (grant = resolve)));
    render(<Harness />);
    fireEvent.click(screen.getByTestId(`${id}-scan`));
    await screen.findByTestId(`${id}-sheet-status`);
    fireEvent.click(screen.getByTestId(`${id}-sheet-close`));
    await waitFor(() => expect(status()).toBeNull());
    await act(async () => grant(streamOf(track)));
    expect(track.stop).toHaveBeenCalledTimes(1);
    expect(reads).not.toHaveBeenCalled();
  });

  it('closing the sheet while scanning stops the camera and the reading', async () => {
    const track = fakeTrack();
    stubCamera(async () => streamOf(track));
    render(<Harness />);
    fireEvent.click(screen.getByTestId(`${id}-scan`));
    await waitFor(() => expect(reads).toHaveBeenCalled());
    fireEvent.click(screen.getByTestId(`${id}-sheet-close`));
    await waitFor(() => expect(track.stop).toHaveBeenCalledTimes(1));
    const seen = reads.mock.calls.length;
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(reads.mock.calls.length).toBe(seen);
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('offers the torch only where the track has one, and switches it', async () => {
    const track = fakeTrack({ torch: true });
    stubCamera(async () => streamOf(track));
    render(<Harness />);
    fireEvent.click(screen.getByTestId(`${id}-scan`));
    const torch = await screen.findByTestId(`${id}-sheet-torch`);
    expect(torch.textContent).toBe(SCAN_MSG.torchOn);
    fireEvent.click(torch);
    await waitFor(() => expect(track.applyConstraints).toHaveBeenCalledWith({ advanced: [{ torch: true }] }));
    await waitFor(() => expect(screen.getByTestId(`${id}-sheet-torch`).textContent).toBe(SCAN_MSG.torchOff));
  });

  it('no torch button on a camera without one', async () => {
    stubCamera(async () => streamOf(fakeTrack()));
    render(<Harness />);
    fireEvent.click(screen.getByTestId(`${id}-scan`));
    await waitFor(() => expect(reads).toHaveBeenCalled());
    expect(screen.queryByTestId(`${id}-sheet-torch`)).toBeNull();
    fireEvent.click(screen.getByTestId(`${id}-sheet-close`));
  });

  it('the reader cannot load (offline, chunk not cached): says so and releases the camera', async () => {
    readerFails = true;
    const track = fakeTrack();
    stubCamera(async () => streamOf(track));
    render(<Harness />);
    fireEvent.click(screen.getByTestId(`${id}-scan`));
    await waitFor(() => expect(status()?.textContent).toBe(SCAN_MSG.readerFailed));
    expect(track.stop).toHaveBeenCalledTimes(1);
  });
});
