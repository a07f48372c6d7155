import { afterEach, describe, expect, it, vi } from 'vitest';
import { cameraErrorText, openCamera } from './camera.js';
import { SCAN_MSG } from './scan-texts.js';

function fakeTrack(capabilities: Record<string, unknown> = {}) {
  return { kind: 'video', stop: vi.fn(), getCapabilities: () => capabilities, applyConstraints: vi.fn(async () => undefined) };
}

function stubCamera(track: ReturnType<typeof fakeTrack>) {
  const getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints) => ({ getVideoTracks: () => [track], getTracks: () => [track] }) as unknown as MediaStream);
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
  return getUserMedia;
}

describe('openCamera', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the rear camera without audio (ideal, so a laptop webcam still opens) and stops every track', async () => {
    const track = fakeTrack();
    const getUserMedia = stubCamera(track);
    const camera = await openCamera();
    const constraints = getUserMedia.mock.calls[0][0];
    expect(constraints.audio).toBe(false);
    expect((constraints.video as MediaTrackConstraints).facingMode).toEqual({ ideal: 'environment' });
    expect(camera.torch).toBe(false);
    camera.stop();
    expect(track.stop).toHaveBeenCalledTimes(1);
  });

  it('offers the torch when the track can switch it, and switches it through a constraint', async () => {
    const track = fakeTrack({ torch: true });
    stubCamera(track);
    const camera = await openCamera();
    expect(camera.torch).toBe(true);
    await camera.setTorch(true);
    expect(track.applyConstraints).toHaveBeenCalledWith({ advanced: [{ torch: true }] });
  });

  it('fails with a Turkish reason when the browser has no camera API (http, old browsers)', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    const error = await openCamera().catch((e: unknown) => e);
    expect(cameraErrorText(error)).toBe(SCAN_MSG.failed);
  });
});

describe('cameraErrorText', () => {
  it.each([
    ['NotAllowedError', SCAN_MSG.denied],
    ['SecurityError', SCAN_MSG.denied],
    ['NotFoundError', SCAN_MSG.noCamera],
    ['OverconstrainedError', SCAN_MSG.noCamera],
    ['NotReadableError', SCAN_MSG.busy],
    ['AbortError', SCAN_MSG.failed],
  ])('%s → %s', (name, text) => {
    expect(cameraErrorText(new DOMException('x', name))).toBe(text);
  });

  it('every text tells the user the field can be typed into', () => {
    for (const text of [SCAN_MSG.denied, SCAN_MSG.noCamera, SCAN_MSG.busy, SCAN_MSG.failed, SCAN_MSG.readerFailed]) expect(text).toContain('elle yazabilirsiniz');
    expect(cameraErrorText('odd')).toBe(SCAN_MSG.failed);
  });
});
