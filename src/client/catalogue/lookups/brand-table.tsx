import { useMemo, useState } from 'react';
import { IonBadge, IonIcon } from '@ionic/react';
import { imageOutline } from 'ionicons/icons';
import { CATALOGUE_MSG } from '../../../shared/catalogue.js';
import { PAGE_SIZES_BY_TENS } from '../../../shared/paging.js';
import type { Brand } from '../../../shared/contract/catalogue.js';
import { foldForSearch } from '../../../shared/text.js';
import { ClientTable } from '../../ui/list/client-table.js';
import type { ColumnDef, RowAction } from '../../ui/list/list-types.js';
import { TableToolbar } from '../../ui/table-toolbar.js';
import { TextField } from '../../ui/text-field.js';
import './lookup-screens.css';

export const filterBrands = (brands: Brand[], name: string) => {
  const q = foldForSearch(name.trim());
  return q ? brands.filter((b) => foldForSearch(b.name).includes(q)) : brands;
};

export const isActiveBrand = (brand: Brand) => brand.status === 1;

export interface BrandTableProps {
  brands: Brand[];
  loading: boolean;
  onImage: (brand: Brand) => void;
  onEdit: (brand: Brand) => void;
  onPassivate: (brand: Brand) => void;
  onActivate: (brand: Brand) => void;
  /** Placed beside the name filter (the 'Marka Oluştur' button). */
  toolbar?: React.ReactNode;
}

/** Spec 2 §2.4: client-paged (10/20/30) with a name filter; status 1 → edit + passivate, else 'Aktif Et'. */
export function BrandTable({ brands, loading, onImage, onEdit, onPassivate, onActivate, toolbar }: BrandTableProps) {
  const [name, setName] = useState('');
  const rows = useMemo(() => filterBrands(brands, name), [brands, name]);

  const columns: ColumnDef<Brand>[] = [
    { header: 'Marka Adı', cell: (b) => <strong>{b.name}</strong> },
    {
      header: 'Resim',
      width: '7rem',
      align: 'center',
      cell: (b) => (
        <button
          type="button"
          className="brand-image-button"
          data-testid={`brand-image-${b.id}`}
          aria-label={`${b.name} resmini göster`}
          title="Resmi göster"
          onClick={() => onImage(b)}
        >
          {b.image ? (
            <img src={b.image.publicAddress} alt="" loading="lazy" />
          ) : (
            <IonIcon icon={imageOutline} aria-hidden="true" />
          )}
        </button>
      ),
    },
    { header: 'Yeni Marka', width: '7rem', cell: (b) => (b.newBrand ? 'Evet' : 'Hayır') },
    {
      header: 'Durum',
      width: '6rem',
      cell: (b) => (
        <IonBadge color={isActiveBrand(b) ? 'success' : 'medium'} data-testid={`brand-status-${b.id}`}>
          {isActiveBrand(b) ? 'Aktif' : 'Pasif'}
        </IonBadge>
      ),
    },
  ];

  const actions: RowAction<Brand>[] = [
    { label: 'Düzenle', color: 'primary', visible: isActiveBrand, onClick: onEdit, testId: (b) => `brand-edit-${b.id}` },
    { label: 'Sil', color: 'danger', visible: isActiveBrand, onClick: onPassivate, testId: (b) => `brand-passive-${b.id}` },
    { label: 'Aktif Et', color: 'success', visible: (b) => !isActiveBrand(b), onClick: onActivate, testId: (b) => `brand-activate-${b.id}` },
  ];

  return (
    <section className="lookup-list">
      <TableToolbar filter={<TextField testId="brands-filter-name" label="Marka Adı" value={name} onValue={setName} />}>{toolbar}</TableToolbar>
      <ClientTable
        resetKey={name}
        columns={columns}
        rows={rows}
        rowKey={(b) => b.id}
        rowActions={actions}
        emptyText={CATALOGUE_MSG.noBrand}
        loading={loading}
        // Pages of 10/20/30 (spec 2 §2.4, §9), not the shared tables' 5/10/25.
        sizes={[...PAGE_SIZES_BY_TENS]}
        testId="brands-table"
        rowClass={(b) => (isActiveBrand(b) ? undefined : 'row-passive')}
      />
    </section>
  );
}
