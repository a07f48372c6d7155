import { SCAN_MSG } from './scan-texts.js';

/** An open camera: its stream for the preview, whether it has a torch, and how to stop it. */
export interface Camera {
  stream: MediaStream;
  /** The track can switch its torch (the flash as a lamp): most phone rear cameras, no laptop webcam. */
  torch: boolean;
  setTorch(on: boolean): Promise<void>;
  /** Stops every track: the camera light goes off and other apps may use it. */
  stop(): void;
}

// The rear camera reads labels (the front one mirrors and is blurry up close); `ideal`, not
// `exact`, so a laptop with only a front webcam still opens. 1280×720 gives thin bars enough pixels.
const CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

export async function openCamera(): Promise<Camera> {
  // No mediaDevices: an old browser or a page not served over https.
  if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('getUserMedia is missing', 'NotSupportedError');
  const stream = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
  const [track] = stream.getVideoTracks();
  const capabilities: TorchCapabilities = typeof track?.getCapabilities === 'function' ? track.getCapabilities() : {};
  return {
    stream,
    torch: capabilities.torch === true,
    setTorch: (on) => track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] }),
    stop: () => stream.getTracks().forEach((t) => t.stop()),
  };
}

/** What to tell the user when the camera does not open (by the getUserMedia error's name). */
export function cameraErrorText(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return SCAN_MSG.denied;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return SCAN_MSG.noCamera;
    case 'NotReadableError':
    case 'TrackStartError':
      return SCAN_MSG.busy;
    default:
      return SCAN_MSG.failed;
  }
}
