import type { Brand } from '../../../shared/contract/catalogue.js';
import { AppPage } from '../../ui/app-page.js';
import { confirm } from '../../ui/dialogs/confirm.js';
import { ImageViewerDialog } from '../../ui/dialogs/image-viewer-dialog.js';
import { useDialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { AddButton } from '../../ui/table-toolbar.js';
import { BrandDialog } from './brand-dialog.js';
import { BrandTable } from './brand-table.js';
import { useBrandsWithPassive } from '../catalogue-queries.js';
import { useBrandStatus } from './lookup-mutations.js';

/** /brandCreate 'Markalar' (TTG_ADMIN, spec 2 §2.4): every brand incl. passive ones. */
export default function BrandsPage() {
  const brands = useBrandsWithPassive();
  const status = useBrandStatus();
  const dialog = useDialogTarget<Brand>();
  // The viewed brand stays set while the viewer closes, so its title does not blink away.
  const viewing = useDialogTarget<Brand>();

  const passivate = async (brand: Brand) => {
    const ok = await confirm({ header: 'Marka Sil', message: `"${brand.name}" markasını pasif etmek istediğinize emin misiniz?`, danger: true });
    if (ok) status.mutate({ id: brand.id, active: false });
  };

  return (
    <AppPage>
      <BrandTable
        brands={brands.data ?? []}
        loading={brands.isPending || status.isPending}
        onImage={viewing.show}
        onEdit={dialog.show}
        onPassivate={(brand) => void passivate(brand)}
        onActivate={(brand) => status.mutate({ id: brand.id, active: true })}
        toolbar={<AddButton testId="brand-new" label="Marka Oluştur" onClick={() => dialog.show(null)} />}
      />
      <BrandDialog isOpen={dialog.isOpen} brand={dialog.item} onClose={dialog.close} />
      <ImageViewerDialog
        isOpen={viewing.isOpen}
        onClose={viewing.close}
        title={viewing.item?.name}
        images={viewing.item?.image ? [{ url: viewing.item.image.publicAddress, caption: viewing.item.name }] : []}
        testId="brand-image-viewer"
      />
    </AppPage>
  );
}
