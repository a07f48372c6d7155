import type { ReactNode } from 'react';
import { IonSpinner } from '@ionic/react';
import { useQuery } from '@tanstack/react-query';
import { RESELLERS_MSG, resellerDetail, type ResellerRow } from '../../shared/contract/reseller-lists.js';
import { formatQuantity } from '../../shared/format.js';
import { call } from '../lib/api.js';
import { FormDialog } from '../ui/dialogs/form-dialog.js';
import { resellerKeys } from './resellers-queries.js';

/** 'code – name', or whichever of the two there is. */
const codeAndName = (code: string | null, name: string | null) => [code, name].filter(Boolean).join(' – ');

/** The fields of 'Bayi Detay' (spec 3 §3 Reseller), in order: label, value, test-id suffix. */
const FIELDS: [string, (r: ResellerRow) => ReactNode, string][] = [
  ['Bayi Kodu', (r) => r.code, 'code'],
  ['Bayi Adı', (r) => r.name, 'name'],
  ['Üst Bayi', (r) => codeAndName(r.parentCode, r.parentName), 'parent'],
  ['Distribütör', (r) => codeAndName(r.distyCode, r.distyName), 'disty'],
  ['Bayi Tipi', (r) => r.resellerType, 'type'],
  ['Aktif', (r) => (r.active ? 'Evet' : 'Hayır'), 'active'],
  ['E-posta', (r) => r.email, 'email'],
  ['Telefon', (r) => r.phoneNumber, 'phone'],
  ['Ana Bölge', (r) => r.mainArea, 'main-area'],
  ['Bölge', (r) => r.area, 'area'],
  ['İl', (r) => r.province, 'province'],
  ['İlçe', (r) => r.district, 'district'],
  ['Adres', (r) => r.addressText, 'address'],
  ['Onaylı Puan', (r) => formatQuantity(r.approvedScore), 'approved-score'],
  ['Onay Bekleyen Puan', (r) => formatQuantity(r.unapprovedScore), 'unapproved-score'],
];

export interface ResellerDetailDialogProps {
  /** The reseller shown; kept while the dialog closes. */
  code: string | null;
  isOpen: boolean;
  onClose: () => void;
}

/** 'Bayi Detay' (spec 3 §2.6): one reseller of the distributor, read only. */
export function ResellerDetailDialog({ code, isOpen, onClose }: ResellerDetailDialogProps) {
  const { data: reseller, isError } = useQuery({
    queryKey: resellerKeys.detail(code ?? ''),
    queryFn: ({ signal }) => call(resellerDetail, { params: { code: code! }, signal }),
    enabled: isOpen && code !== null,
    staleTime: 0,
  });
  const shown = reseller && reseller.code === code ? reseller : undefined;
  return (
    <FormDialog isOpen={isOpen} title={RESELLERS_MSG.detailTitle} onClose={onClose} onSubmit={async () => {}} hideSubmit testId="reseller-detail-dialog">
      {!shown ? (
        isError ? (
          // The generic handler has shown why; the dialog says what is missing.
          <p className="reseller-detail-failed">{RESELLERS_MSG.exportFailed}</p>
        ) : (
          <IonSpinner name="crescent" aria-label="Yükleniyor" />
        )
      ) : (
        <dl className="reseller-detail">
          {FIELDS.map(([label, value, id]) => (
            <div key={id} className="reseller-detail-field">
              <dt>{label}</dt>
              <dd data-testid={`reseller-detail-${id}`}>{value(shown) || '-'}</dd>
            </div>
          ))}
        </dl>
      )}
    </FormDialog>
  );
}
