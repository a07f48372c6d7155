import { IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { type FaultyTicket, faultyTicket } from '../../../shared/contract/faulty.js';
import { formatDate, formatDateTime } from '../../../shared/format.js';
import { call } from '../../lib/api.js';
import { type DetailField, DetailFields } from '../../ui/detail-fields.js';
import { FormDialog } from '../../ui/dialogs/form-dialog.js';
import { faultyKeys } from './faulty-queries.js';
import { FaultyPhotoLinks } from './faulty-photos.js';
import './faulty.css';

/** The detail's labels (spec 3 §2.9, §3 faulty product ticket). */
export const FAULTY_DETAIL_LABELS = {
  title: 'Arızalı Ürün Bildirim Detayı',
  reseller: 'Bayi',
  resellerName: 'Bayi Adı',
  resellerCode: 'Bayi Kodu',
  email: 'E-posta',
  phone: 'Telefon',
  mainArea: 'Ana Bölge',
  area: 'Bölge',
  province: 'İl',
  district: 'İlçe',
  address: 'Adres',
  product: 'Ürün',
  modelName: 'Ürün Adı',
  barcode: 'Barkod',
  brand: 'Marka',
  subCategory: 'Alt Kategori',
  serialNo: 'Seri No',
  ticket: 'Bildirim',
  createDateTime: 'Bildirim Tarihi',
  status: 'Durum',
  supply: 'Tedarikçi',
  saleDate: 'Satış Tarihi',
  description: 'Arıza Açıklaması',
  photos: 'Fotoğraflar',
  result: 'Sonuç',
  completedDateTime: 'Tamamlanma Tarihi',
  rejectDescription: 'Red Nedeni',
  newSerialNo: 'Yeni Ürün Seri No',
  cargoName: 'Kargo Firması',
  cargoCode: 'Kargo Takip No',
} as const;
const L = FAULTY_DETAIL_LABELS;

export const resellerFields = ({ reseller: r }: FaultyTicket): DetailField[] => [
  [L.resellerName, r.name, 'name'],
  [L.resellerCode, r.code, 'code'],
  [L.email, r.email, 'email'],
  [L.phone, r.phoneNumber, 'phone'],
  [L.mainArea, r.mainArea, 'main-area'],
  [L.area, r.area, 'area'],
  [L.province, r.provinceName, 'province'],
  [L.district, r.districtName, 'district'],
  [L.address, r.addressText, 'address'],
];

export const productFields = ({ model: m, productSerialNo }: FaultyTicket): DetailField[] => [
  [L.modelName, m.name, 'name'],
  [L.barcode, m.barcode, 'barcode'],
  [L.brand, m.brandName, 'brand'],
  [L.subCategory, m.subCategoryName, 'sub-category'],
  [L.serialNo, productSerialNo?.serialNo, 'serial'],
];

export const ticketFields = (t: FaultyTicket): DetailField[] => [
  [L.createDateTime, formatDateTime(t.createDateTime), 'created'],
  [L.status, t.faultyProductInfoStatusDisplay, 'status'],
  [L.supply, t.supply.name, 'supply'],
  [L.saleDate, formatDate(t.saleDate), 'sale-date'],
  [L.description, t.description, 'description'],
];

/** Spec 3 §2.9: the decision's fields, shown only once the ticket is no longer WAITING. */
export const resultFields = (t: FaultyTicket): DetailField[] | null =>
  t.faultyProductInfoStatus === 'WAITING'
    ? null
    : [
        [L.completedDateTime, formatDateTime(t.completedDateTime), 'completed'],
        [L.rejectDescription, t.rejectDescription, 'reject-reason'],
        [L.newSerialNo, t.newSerialNo, 'new-serial'],
        [L.cargoName, t.cargoName, 'cargo-name'],
        [L.cargoCode, t.cargoCode, 'cargo-code'],
      ];

export interface FaultyDetailDialogProps {
  /** The row whose 'Detay' was pressed; kept while the dialog closes. */
  ticket: FaultyTicket | null;
  isOpen: boolean;
  onClose: () => void;
}

const TEST_ID = 'faulty-detail';

function Section({ title, fields, id }: { title: string; fields: DetailField[]; id: string }) {
  return (
    <>
      <h3 className="faulty-detail-section">{title}</h3>
      <DetailFields fields={fields} testId={`${TEST_ID}-${id}`} />
    </>
  );
}

/**
 * The ticket's detail, shared by the three lists (spec 3 §2.9): reseller contact and location,
 * product, sale date, description, photo links and, once decided, the decision. The row shows at
 * once; the ticket is read again for its latest state (another user may have decided it).
 */
export function FaultyDetailDialog({ ticket, isOpen, onClose }: FaultyDetailDialogProps) {
  const id = ticket?.id ?? null;
  const { data } = useQuery({
    queryKey: faultyKeys.detail(id ?? 0),
    queryFn: ({ signal }) => call(faultyTicket, { params: { id: id! }, signal }),
    enabled: isOpen && id !== null,
    staleTime: 0,
    placeholderData: ticket ?? undefined,
  });
  // The previous ticket's answer must not show under this one.
  const shown = data && data.id === id ? data : ticket;
  const result = shown ? resultFields(shown) : null;
  return (
    <FormDialog isOpen={isOpen} title={L.title} onClose={onClose} onSubmit={async () => {}} hideSubmit wide testId={TEST_ID}>
      {shown ? (
        <>
          <Section title={L.reseller} fields={resellerFields(shown)} id="reseller" />
          <Section title={L.product} fields={productFields(shown)} id="product" />
          <Section title={L.ticket} fields={ticketFields(shown)} id="ticket" />
          <h3 className="faulty-detail-section">{L.photos}</h3>
          <FaultyPhotoLinks key={shown.id} photos={shown.photos} testId={`${TEST_ID}-photos`} />
          {result && <Section title={L.result} fields={result} id="result" />}
        </>
      ) : (
        <IonSpinner name="crescent" aria-label="Yükleniyor" />
      )}
    </FormDialog>
  );
}
