import { useEffect, useRef, useState, type RefObject } from 'react';
import { cameraErrorText, openCamera, type Camera } from './camera.js';
import { chooseReader } from './code-reader.js';
import { SCAN_MSG } from './scan-texts.js';

export type ScanState = { phase: 'starting' } | { phase: 'scanning'; torch: boolean } | { phase: 'error'; text: string };

/** Pause between two reads: about 8 frames a second is quick to the eye and leaves the main thread free (zxing decodes on it). */
export const READ_INTERVAL_MS = 120;
/** A short buzz says 'read' without looking at the screen (phones only; a no-op elsewhere). */
const READ_VIBRATION_MS = 80;
const HAVE_CURRENT_DATA = 2;

/**
 * Opens the camera into `video` while mounted, reads frames until a code is seen, then stops
 * the camera, vibrates and calls `onCode` once. Unmounting (sheet closed) stops the camera,
 * also when it is still waiting for the user's permission.
 */
export function useScanner(video: RefObject<HTMLVideoElement | null>, onCode: (code: string) => void) {
  const [state, setState] = useState<ScanState>({ phase: 'starting' });
  const [torchOn, setTorchOn] = useState(false);
  const camera = useRef<Camera | null>(null);
  const latestOnCode = useRef(onCode);
  useEffect(() => {
    latestOnCode.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      camera.current?.stop();
      camera.current = null;
    };
    const fail = (text: string) => {
      if (stopped) return;
      stop();
      setState({ phase: 'error', text });
    };

    const start = async () => {
      // The reader loads (zxing: a chunk fetch) while the user answers the permission prompt.
      const reader = chooseReader();
      reader.catch(() => undefined);
      let opened: Camera;
      try {
        opened = await openCamera();
      } catch (error) {
        return fail(cameraErrorText(error));
      }
      // Closed while the permission prompt was up: release the camera we just got.
      if (stopped) return opened.stop();
      camera.current = opened;
      const element = video.current;
      if (element) {
        element.srcObject = opened.stream;
        element.play().catch(() => undefined);
      }
      let read: Awaited<typeof reader>['read'];
      try {
        read = (await reader).read;
      } catch {
        return fail(SCAN_MSG.readerFailed);
      }
      if (stopped) return;
      setState({ phase: 'scanning', torch: opened.torch });
      const tick = async () => {
        const frame = video.current;
        let code: string | null = null;
        if (frame && frame.readyState >= HAVE_CURRENT_DATA) code = await read(frame).catch(() => null);
        if (stopped) return;
        if (!code) {
          timer = setTimeout(() => void tick(), READ_INTERVAL_MS);
          return;
        }
        stop();
        if (typeof navigator.vibrate === 'function') navigator.vibrate(READ_VIBRATION_MS);
        latestOnCode.current(code);
      };
      void tick();
    };
    void start();
    return stop;
  }, [video]);

  const toggleTorch = async () => {
    const next = !torchOn;
    try {
      await camera.current?.setTorch(next);
      setTorchOn(next);
    } catch {
      // The track refused (some phones drop torch while focusing): the button keeps its state.
    }
  };

  return { state, torchOn, toggleTorch };
}
