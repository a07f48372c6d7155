import { useEffect, useState } from 'react';
import { IonSpinner } from '@ionic/react';
import { FAULTY_MSG, faultyPhoto, type FaultyTicket } from '../../../shared/contract/faulty.js';
import { fetchBlob } from '../../lib/api.js';
import { handleError } from '../../lib/error-handler.js';
import { ImageViewerDialog } from '../../ui/dialogs/image-viewer-dialog.js';
import { PlainButton } from '../../ui/plain-button.js';

type Photo = FaultyTicket['photos'][number];

/**
 * The photos' object URLs, read once `enabled` with the session's token: they have no public
 * address (contract faulty.ts), so an <img src> of the API would go without it. Revoked when the
 * photos change or the reader goes.
 */
export function usePhotoUrls(photos: Photo[], enabled: boolean) {
  const [urls, setUrls] = useState<string[] | null>(null);
  const [failed, setFailed] = useState(false);
  const ids = photos.map((p) => p.id).join(',');
  useEffect(() => {
    if (!enabled || !ids) return;
    const abort = new AbortController();
    let made: string[] = [];
    setFailed(false);
    Promise.all(ids.split(',').map((id) => fetchBlob(faultyPhoto, { params: { id: Number(id) }, signal: abort.signal })))
      .then((blobs) => {
        if (abort.signal.aborted) return;
        made = blobs.map((b) => URL.createObjectURL(b));
        setUrls(made);
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        setFailed(true);
        handleError(error);
      });
    return () => {
      abort.abort();
      for (const url of made) URL.revokeObjectURL(url);
      setUrls(null);
    };
  }, [enabled, ids]);
  return { urls, failed };
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The ticket's photo links (spec 3 §2.9); a link opens the gallery at that photo. The photos are
 * read at the first click, not with the detail: up to five 1 MB images over a phone's data.
 */
export function FaultyPhotoLinks({ photos, testId }: { photos: Photo[]; testId: string }) {
  const [requested, setRequested] = useState(false);
  const [shown, setShown] = useState<number | null>(null);
  const { urls, failed } = usePhotoUrls(photos, requested);
  // A failed read lets the next click try again.
  useEffect(() => {
    if (failed) {
      setRequested(false);
      setShown(null);
    }
  }, [failed]);
  if (photos.length === 0) {
    return (
      <p className="faulty-no-photo" data-testid={`${testId}-none`}>
        {FAULTY_MSG.noPhoto}
      </p>
    );
  }
  const loading = requested && shown !== null && !urls;
  return (
    <>
      <ul className="faulty-photo-links" data-testid={testId}>
        {photos.map((p, i) => (
          <li key={p.id}>
            <PlainButton
              fill="clear"
              size="small"
              className="faulty-photo-link"
              onClick={() => {
                setRequested(true);
                setShown(i);
              }}
              data-testid={`${testId}-${i}`}
            >
              {`Fotoğraf ${i + 1}`}
            </PlainButton>
            <span className="faulty-photo-size">{kb(p.size)}</span>
            {loading && shown === i && <IonSpinner name="crescent" className="button-spinner" aria-label="Yükleniyor" />}
          </li>
        ))}
      </ul>
      <ImageViewerDialog
        isOpen={shown !== null && !!urls}
        onClose={() => setShown(null)}
        title="Fotoğraflar"
        images={(urls ?? []).map((url, i) => ({ url, caption: `Fotoğraf ${i + 1}` }))}
        startIndex={shown ?? 0}
        emptyText={FAULTY_MSG.noPhoto}
        testId={`${testId}-viewer`}
      />
    </>
  );
}
