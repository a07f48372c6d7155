import { GIFT_MSG, type GiftTransaction } from '../../../shared/contract/gifts.js';
import { ImageViewerDialog } from '../../ui/dialogs/image-viewer-dialog.js';
import type { DialogTarget } from '../../ui/dialogs/use-dialog-target.js';

/** A request's gift pictures, from the list's thumbnail (spec 3 §2.11 'images'). */
export function GiftImagesDialog({ target }: { target: DialogTarget<GiftTransaction> }) {
  const gift = target.item?.gift;
  return (
    <ImageViewerDialog
      isOpen={target.isOpen}
      onClose={target.close}
      title={gift?.name ?? 'Resimler'}
      images={(gift?.images ?? []).map((img, i) => ({ url: img.url, caption: `${gift!.name} ${i + 1}` }))}
      emptyText={GIFT_MSG.noImage}
      testId="gift-tx-viewer"
    />
  );
}
