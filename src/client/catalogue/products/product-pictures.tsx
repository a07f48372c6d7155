import { useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { trashOutline } from 'ionicons/icons';
import { CATALOGUE_MSG } from '../../../shared/catalogue.js';
import type { Picture } from '../../../shared/contract/models.js';
import { ImageViewerDialog } from '../../ui/dialogs/image-viewer-dialog.js';
import { PICTURE_BADGES } from './product-changes.js';

export interface PictureGalleryProps {
  pictures: Picture[];
  testId: string;
  title?: string;
  emptyText?: string;
  /** A delete button on approved pictures (the edit screen). */
  onDelete?: (picture: Picture) => void;
  /** Pictures the user marked for deletion in the unsaved form. */
  markedForDelete?: number[];
  /** Title of the large viewer a click on a picture opens. */
  viewerTitle?: string;
}

/**
 * Product pictures as an inline grid with their approval state as a badge; a click shows them
 * large. Empty, it is the detail list of spec 2 §2.2 ('Resim Bulunamadı.'), not the viewer.
 */
export function PictureGallery({ pictures, testId, title, emptyText = CATALOGUE_MSG.noImageInList, onDelete, markedForDelete = [], viewerTitle = 'Resimler' }: PictureGalleryProps) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const images = pictures.map((p) => ({ url: p.baseUrl, badge: PICTURE_BADGES[p.pictureCrudType] }));
  return (
    <div className="product-gallery-block" data-testid={testId}>
      {title && <h3 className="product-subtitle">{title}</h3>}
      {pictures.length === 0 ? (
        <p className="product-muted" data-testid={`${testId}-empty`}>
          {emptyText}
        </p>
      ) : (
        <ul className="product-gallery">
          {pictures.map((p, i) => {
            const badge = PICTURE_BADGES[p.pictureCrudType];
            const marked = markedForDelete.includes(p.id);
            return (
              <li key={p.id} className={`product-picture${marked ? ' product-picture-marked' : ''}`} data-testid={`${testId}-picture-${p.id}`}>
                <button type="button" className="product-picture-open" onClick={() => setOpenAt(i)} aria-label="Resmi büyüt">
                  <img src={p.baseUrl} alt="" loading="lazy" />
                </button>
                {(badge || marked) && (
                  <span className={`product-picture-badge${p.pictureCrudType.startsWith('NOT') ? ' product-picture-badge-rejected' : ''}`}>{marked ? 'Silinecek' : badge}</span>
                )}
                {onDelete && p.pictureCrudType === 'INSERTED' && (
                  <IonButton
                    size="small"
                    color={marked ? 'medium' : 'danger'}
                    fill="clear"
                    className="product-picture-delete"
                    onClick={() => onDelete(p)}
                    aria-label={marked ? 'Silmekten vazgeç' : 'Resmi sil'}
                    title={marked ? 'Silmekten vazgeç' : 'Resmi sil'}
                    data-testid={`${testId}-delete-${p.id}`}
                  >
                    <IonIcon aria-hidden="true" slot="icon-only" icon={trashOutline} />
                  </IonButton>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ImageViewerDialog isOpen={openAt !== null} onClose={() => setOpenAt(null)} title={viewerTitle} images={images} startIndex={openAt ?? 0} testId={`${testId}-viewer`} />
    </div>
  );
}
