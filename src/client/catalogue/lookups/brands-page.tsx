import { useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { addOutline } from 'ionicons/icons';
import type { Brand } from '../../../shared/contract/catalogue.js';
import { AppPage } from '../../ui/app-page.js';
import { confirm } from '../../ui/dialogs/confirm.js';
import { ImageViewerDialog } from '../../ui/dialogs/image-viewer-dialog.js';
import { BrandDialog } from './brand-dialog.js';
import { BrandTable } from './brand-table.js';
import { useBrandsWithPassive } from '../catalogue-queries.js';
import { useBrandStatus } from './lookup-mutations.js';

/** /brandCreate 'Markalar' (TTG_ADMIN, spec 2 §2.4): every brand incl. passive ones. */
export default function BrandsPage() {
  const brands = useBrandsWithPassive();
  const status = useBrandStatus();
  const [dialog, setDialog] = useState<{ open: boolean; brand: Brand | null }>({ open: false, brand: null });
  // The viewed brand stays set while the viewer closes, so its title does not blink away.
  const [viewing, setViewing] = useState<{ open: boolean; brand: Brand | null }>({ open: false, brand: null });

  const passivate = async (brand: Brand) => {
    const ok = await confirm({ header: 'Marka Sil', message: `"${brand.name}" markasını pasif etmek istediğinize emin misiniz?`, danger: true });
    if (ok) status.mutate({ id: brand.id, active: false });
  };

  return (
    <AppPage>
      <BrandTable
        brands={brands.data ?? []}
        loading={brands.isPending || status.isPending}
        onImage={(brand) => setViewing({ open: true, brand })}
        onEdit={(brand) => setDialog({ open: true, brand })}
        onPassivate={(brand) => void passivate(brand)}
        onActivate={(brand) => status.mutate({ id: brand.id, active: true })}
        toolbar={
          <IonButton data-testid="brand-new" onClick={() => setDialog({ open: true, brand: null })}>
            <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
            Marka Oluştur
          </IonButton>
        }
      />
      <BrandDialog isOpen={dialog.open} brand={dialog.brand} onClose={() => setDialog((d) => ({ ...d, open: false }))} />
      <ImageViewerDialog
        isOpen={viewing.open}
        onClose={() => setViewing((v) => ({ ...v, open: false }))}
        title={viewing.brand?.name}
        images={viewing.brand?.image ? [{ url: viewing.brand.image.publicAddress, caption: viewing.brand.name }] : []}
        testId="brand-image-viewer"
      />
    </AppPage>
  );
}
