import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { closeCircleOutline, downloadOutline, searchOutline } from 'ionicons/icons';
import { type Gift, GIFT_MSG, giftList } from '../../../shared/contract/gifts.js';
import { AppPage } from '../../ui/app-page.js';
import { useDialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { FilterBar } from '../../ui/list/filter-bar.js';
import { Paginator } from '../../ui/list/paginator.js';
import { PlainButton } from '../../ui/plain-button.js';
import { Spinner } from '../../ui/spinner.js';
import { AddButton } from '../../ui/table-toolbar.js';
import { GiftCard, GiftGrid } from './gift-card.js';
import { GiftDialog } from './gift-dialog.js';
import { GIFT_CATALOGUE_FILTERS } from './gift-views.js';
import { useGiftCatalogue, useGiftStatus } from './use-gift-catalogue.js';
import './gift-catalogue.css';

/** Test-id prefix of the screen's list parts (`gifts-filter-name`, `gifts-search`, `gifts-export`, …). */
const ID = 'gifts';

/** A card's buttons: Düzenle and Sil while active, 'Aktif Et' while passive (spec 3 §2.10, §4). */
function GiftActions({ gift, busy, onEdit, onRemove, onActivate }: { gift: Gift; busy: number | null; onEdit: () => void; onRemove: () => void; onActivate: () => void }) {
  const disabled = busy !== null;
  const spinner = busy === gift.id && <Spinner className="button-spinner" />;
  if (gift.status !== 1) {
    return (
      <PlainButton size="small" color="success" disabled={disabled} onClick={onActivate} data-testid={`gift-activate-${gift.id}`}>
        {spinner}
        {GIFT_MSG.activate}
      </PlainButton>
    );
  }
  return (
    <>
      <PlainButton size="small" fill="outline" disabled={disabled} onClick={onEdit} data-testid={`gift-edit-${gift.id}`}>
        {GIFT_MSG.edit}
      </PlainButton>
      <PlainButton size="small" fill="outline" color="danger" disabled={disabled} onClick={onRemove} data-testid={`gift-remove-${gift.id}`}>
        {spinner}
        {GIFT_MSG.remove}
      </PlainButton>
    </>
  );
}

/**
 * /defineResellerScoreOfGift 'Bayi Puan Hediyeleri' (TTG_ADMIN; spec 3 §2.10): the gift cards with
 * their images, name and score; search by name, Aktif/Pasif, order by score, 12/24/36 a page, the
 * Excel export; 'Yeni Ürün Ekle', Düzenle, Sil (passivates) and 'Aktif Et'.
 */
export default function GiftCataloguePage() {
  const grid = useGiftCatalogue();
  const status = useGiftStatus();
  const dialog = useDialogTarget<Gift>();

  return (
    <AppPage>
      <section className="list-screen gift-catalogue" data-testid={ID}>
        <header className="list-header">
          <div className="list-toolbar">
            <AddButton testId="gift-add" label={GIFT_MSG.newGift} onClick={() => dialog.show(null)} />
          </div>
        </header>
        <FilterBar
          id={ID}
          filters={GIFT_CATALOGUE_FILTERS}
          values={grid.draft}
          onChange={grid.onFilter}
          actions={
            <>
              <IonButton onClick={grid.search} data-testid={`${ID}-search`}>
                <IonIcon aria-hidden="true" slot="start" icon={searchOutline} />
                Ara
              </IonButton>
              <IonButton fill="outline" color="medium" onClick={grid.clear} data-testid={`${ID}-clear`}>
                <IonIcon aria-hidden="true" slot="start" icon={closeCircleOutline} />
                Temizle
              </IonButton>
              <span className="filter-actions-spacer" />
              <IonButton color="success" fill="outline" onClick={grid.runExport} disabled={grid.exporting} data-testid={`${ID}-export`}>
                {grid.exporting ? <IonSpinner slot="start" name="crescent" className="button-spinner" /> : <IonIcon aria-hidden="true" slot="start" icon={downloadOutline} />}
                Excel&apos;e Aktar
              </IonButton>
            </>
          }
        />
        {grid.isPending ? (
          <Spinner name="dots" className="gift-catalogue-loading" />
        ) : grid.gifts.length === 0 ? (
          <p className="gift-catalogue-empty" data-testid={`${ID}-empty`}>
            {giftList.emptyText}
          </p>
        ) : (
          <GiftGrid testId={`${ID}-grid`} busy={grid.isFetching}>
            {grid.gifts.map((g) => (
              <GiftCard
                key={g.id}
                gift={g}
                actions={<GiftActions gift={g} busy={status.busy} onEdit={() => dialog.show(g)} onRemove={() => void status.remove(g)} onActivate={() => void status.activate(g)} />}
              />
            ))}
          </GiftGrid>
        )}
        <Paginator
          total={grid.total}
          page={grid.page}
          size={grid.size}
          sizes={[...giftList.pageSizes]}
          onPage={grid.setPage}
          onSize={grid.setSize}
          testId={`${ID}-paginator`}
        />
      </section>
      <GiftDialog gift={dialog.item} isOpen={dialog.isOpen} onClose={dialog.close} onSaved={() => void status.reload()} />
    </AppPage>
  );
}
