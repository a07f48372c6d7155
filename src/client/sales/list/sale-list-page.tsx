import { useMemo, useRef } from 'react';
import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { downloadOutline } from 'ionicons/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SaleRow } from '../../../shared/contract/sale-lists.js';
import { useSessionUser } from '../../lib/session.js';
import { AppPage } from '../../ui/app-page.js';
import { useDialogTarget } from '../../ui/dialogs/use-dialog-target.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import type { ListHandle } from '../../ui/list/list-types.js';
import { useDeviceExport } from './device-export.js';
import { SaleCancelFlow } from './sale-cancel-flow.js';
import { SaleDetailDialog } from '../../ui/sale-detail-dialog.js';
import { SALE_FILTERS, saleListAccess, saleListView } from './sale-list-view.js';
import { LinkedFilterChip } from './linked-filter-chip.js';
import { readUrlFilters, withoutLinked } from '../../lib/sale-list-link.js';

/**
 * /productSaleList 'Satış İşlemleri' (spec 2 §2.8): the sales the session may see, their detail,
 * the sales and devices exports, and the cancel request.
 */
export default function SaleListPage() {
  const session = useSessionUser();
  const listRef = useRef<ListHandle>(null);
  const detail = useDialogTarget<number>();
  const cancel = useDialogTarget<SaleRow>();
  const { show: showDetail } = detail;
  const { show: showCancel } = cancel;
  // Filters another screen opened the list with (the six-month report's links): a new query string starts the list anew.
  const { search } = useLocation();
  const navigate = useNavigate();
  const access = useMemo(() => saleListAccess(session), [session]);
  const fromUrl = useMemo(() => readUrlFilters(search, SALE_FILTERS.map((f) => f.key), access.lockedFilters), [search, access]);
  const view = useMemo(
    () => saleListView({ ...access, initialFilter: { ...access.initialFilter, ...fromUrl.values } }, { onDetail: (r) => showDetail(r.id), onCancel: showCancel }),
    [access, fromUrl, showDetail, showCancel],
  );
  const devices = useDeviceExport(() => listRef.current?.filter() ?? {});

  const deviceButton = (
    <IonButton color="success" fill="outline" onClick={devices.run} disabled={devices.isPending} data-testid="sales-export-devices">
      {devices.isPending ? <IonSpinner slot="start" name="crescent" className="button-spinner" /> : <IonIcon aria-hidden="true" slot="start" icon={downloadOutline} />}
      Cihazları Excel&apos;e Aktar
    </IonButton>
  );

  return (
    <AppPage>
      {fromUrl.linked.length > 0 && <LinkedFilterChip label={fromUrl.label} onRemove={() => navigate({ search: withoutLinked(search) }, { replace: true })} />}
      <ListScreen key={search} view={view} listRef={listRef} toolbar={deviceButton} />
      <SaleDetailDialog saleId={detail.item} isOpen={detail.isOpen} onClose={detail.close} />
      <SaleCancelFlow sale={cancel.item} isOpen={cancel.isOpen} onClose={cancel.close} />
    </AppPage>
  );
}
