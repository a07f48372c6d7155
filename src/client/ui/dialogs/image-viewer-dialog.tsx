import { useEffect, useState } from 'react';
import { IonBadge, IonButton, IonContent, IonIcon, IonModal } from '@ionic/react';
import { chevronBackOutline, chevronForwardOutline } from 'ionicons/icons';
import { CATALOGUE_MSG } from '../../../shared/catalogue.js';
import { DialogHeader } from './dialog-header.js';

export interface ViewerImage {
  url: string;
  caption?: string;
  /** A short state shown over the image (e.g. waiting for approval). */
  badge?: string;
}

export interface ImageViewerDialogProps {
  isOpen: boolean;
  onClose: () => void;
  title?: string;
  images: ViewerImage[];
  /** `${testId}` (modal), `${testId}-image` (the large one), `${testId}-thumb-${i}`, `${testId}-prev|next|close|empty`. */
  testId: string;
  emptyText?: string;
  /** The image shown first (the one the user clicked). */
  startIndex?: number;
}

/** A gallery: one large image, arrows and thumbnails; 'Resim Bulunmamaktadır.' when there is none. */
export function ImageViewerDialog({ isOpen, onClose, title = 'Resimler', images, testId, emptyText = CATALOGUE_MSG.noImage, startIndex = 0 }: ImageViewerDialogProps) {
  const [index, setIndex] = useState(startIndex);
  useEffect(() => {
    if (isOpen) setIndex(startIndex);
  }, [isOpen, startIndex]);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <IonModal isOpen={isOpen} onDidDismiss={() => isOpen && onClose()} className="image-viewer-dialog" data-testid={testId}>
      <DialogHeader title={title} onClose={onClose} closeTestId={`${testId}-close`} />
      <IonContent className="ion-padding">
        {!current ? (
          <p className="image-viewer-empty" data-testid={`${testId}-empty`}>
            {emptyText}
          </p>
        ) : (
          <div className="image-viewer">
            <figure className="image-viewer-stage">
              <img src={current.url} alt={current.caption ?? title} data-testid={`${testId}-image`} />
              {current.badge && (
                <IonBadge color="warning" className="image-viewer-badge">
                  {current.badge}
                </IonBadge>
              )}
              {count > 1 && (
                <>
                  <IonButton className="image-viewer-arrow prev" fill="clear" aria-label="Önceki resim" onClick={() => go(-1)} data-testid={`${testId}-prev`}>
                    <IonIcon aria-hidden="true" slot="icon-only" icon={chevronBackOutline} />
                  </IonButton>
                  <IonButton className="image-viewer-arrow next" fill="clear" aria-label="Sonraki resim" onClick={() => go(1)} data-testid={`${testId}-next`}>
                    <IonIcon aria-hidden="true" slot="icon-only" icon={chevronForwardOutline} />
                  </IonButton>
                </>
              )}
              <figcaption>
                {current.caption && <span>{current.caption}</span>}
                {count > 1 && (
                  <span className="muted">
                    {Math.min(index, count - 1) + 1} / {count}
                  </span>
                )}
              </figcaption>
            </figure>
            {count > 1 && (
              <div className="image-viewer-thumbs">
                {images.map((img, i) => (
                  <button
                    key={`${img.url}-${i}`}
                    type="button"
                    className={i === index ? 'is-active' : undefined}
                    aria-label={`${i + 1}. resim`}
                    aria-current={i === index || undefined}
                    onClick={() => setIndex(i)}
                    data-testid={`${testId}-thumb-${i}`}
                  >
                    <img src={img.url} alt="" loading="lazy" />
                    {img.badge && <span className="thumb-badge" />}
                  </button>
                ))}
              </div>
            )}
          </div>
        )}
      </IonContent>
    </IonModal>
  );
}
