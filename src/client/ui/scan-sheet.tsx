import { useRef } from 'react';
import { IonButton, IonIcon, IonModal } from '@ionic/react';
import { flashlightOutline } from 'ionicons/icons';
import { SCAN_MSG } from '../lib/scan/scan-texts.js';
import { useScanner } from '../lib/scan/use-scanner.js';
import { DialogHeader } from './dialogs/dialog-header.js';

export interface ScanSheetProps {
  isOpen: boolean;
  onClose: () => void;
  /** The sheet has left (its onDidDismiss). */
  onDismissed: () => void;
  /** A code was read: the camera is already stopped; the caller closes the sheet. */
  onCode: (code: string) => void;
  /** `${testId}` (the modal), `-close`, `-video`, `-status`, `-torch`, `-manual`. */
  testId: string;
}

/** The camera preview with its aiming frame, the state line and the torch switch. */
function ScanView({ onCode, onClose, testId }: Omit<ScanSheetProps, 'isOpen' | 'onDismissed'>) {
  const video = useRef<HTMLVideoElement>(null);
  const { state, torchOn, toggleTorch } = useScanner(video, onCode);
  const failed = state.phase === 'error';
  return (
    <div className="scan-view">
      <div className="scan-preview" hidden={failed}>
        <video ref={video} muted playsInline autoPlay aria-hidden="true" data-testid={`${testId}-video`} />
        <div className="scan-aim" aria-hidden="true" />
      </div>
      <p className={failed ? 'scan-status scan-error' : 'scan-status'} role={failed ? 'alert' : 'status'} data-testid={`${testId}-status`}>
        {state.phase === 'error' ? state.text : state.phase === 'starting' ? SCAN_MSG.starting : SCAN_MSG.aim}
      </p>
      <div className="scan-actions">
        {state.phase === 'scanning' && state.torch && (
          <IonButton fill="outline" onClick={() => void toggleTorch()} aria-pressed={torchOn} data-testid={`${testId}-torch`}>
            <IonIcon slot="start" icon={flashlightOutline} aria-hidden="true" />
            {torchOn ? SCAN_MSG.torchOff : SCAN_MSG.torchOn}
          </IonButton>
        )}
        <IonButton fill={failed ? 'solid' : 'outline'} color={failed ? 'primary' : 'medium'} onClick={onClose} data-testid={`${testId}-manual`}>
          {SCAN_MSG.manual}
        </IonButton>
      </div>
    </div>
  );
}

/**
 * The scanning sheet: full screen on phones (the preview needs the room), a dialog on desktop.
 * The view mounts only while open, so closing it — by the × , the back gesture or a read —
 * unmounts the scanner and stops the camera.
 */
export function ScanSheet({ isOpen, onClose, onDismissed, onCode, testId }: ScanSheetProps) {
  return (
    <IonModal isOpen={isOpen} onDidDismiss={onDismissed} className="scan-sheet" aria-label={SCAN_MSG.title} data-testid={testId}>
      <DialogHeader title={SCAN_MSG.title} onClose={onClose} closeTestId={`${testId}-close`} />
      {isOpen && <ScanView onCode={onCode} onClose={onClose} testId={testId} />}
    </IonModal>
  );
}
