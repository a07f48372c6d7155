import { vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { FaultyStatus, FaultyTicket } from '../../../shared/contract/faulty.js';
import { FAULTY_STATUS_LABELS } from '../../../shared/contract/faulty.js';

/** Test data of the faulty-ticket lists: a ticket as the server answers it. */
export function ticket(id: number, status: FaultyStatus = 'WAITING', over: Partial<FaultyTicket> = {}): FaultyTicket {
  const decided = status !== 'WAITING';
  return {
    id,
    createDateTime: '2026-11-20T09:30:00.000Z',
    faultyProductInfoStatus: status,
    faultyProductInfoStatusDisplay: FAULTY_STATUS_LABELS[status],
    productSerialNo: { id: id * 10, serialNo: `SN-${id}`, saleCompletedDateTime: '2026-10-01T08:00:00.000Z' },
    model: { id: 5, name: 'Anker PowerCore 10000', barcode: '8690000000051', brandName: 'Anker', subCategoryName: 'Powerbank', categoryName: 'Şarj' },
    reseller: {
      id: 1,
      code: 'BY10001',
      name: 'Kadıköy İletişim',
      email: 'bilgi@kadikoyiletisim.com.tr',
      phoneNumber: '2163334455',
      mainArea: 'Marmara',
      area: 'İstanbul Anadolu',
      provinceName: 'İstanbul',
      districtName: 'Kadıköy',
      addressText: 'Caferağa Mah. Moda Cad. No: 12',
    },
    supply: { id: 7, name: 'Anadolu Aksesuar Tedarik A.Ş.', code: 'TDR001' },
    description: 'Şarj etmiyor.',
    saleDate: '2026-10-01',
    photos: [{ id: id * 100, contentType: 'image/jpeg', size: 204_800 }],
    completedDateTime: decided ? '2026-11-22T14:00:00.000Z' : null,
    rejectDescription: status === 'REJECTED' ? 'Kullanıcı hatası.' : null,
    newSerialNo: status === 'APPROVED' ? 'SN-NEW-1' : null,
    cargoName: status === 'APPROVED' ? 'Yurtiçi Kargo' : null,
    cargoCode: status === 'APPROVED' ? 'YK123456' : null,
    ...over,
  };
}

/** A refusal envelope with the server's words. */
export const refusal = (status: number, text: string) => ({ status, code: status, message: 'x', description: text, errors: [], fields: [] });

/** The newest of a dialog's elements: one a previous test opened may land late in jsdom. */
export const last = async (testId: string) => (await screen.findAllByTestId(testId)).at(-1)!;

/** jsdom has no object URLs: the photos' blobs get stand-ins (`restore` puts back what was there). */
export function stubObjectUrls() {
  const made: string[] = [];
  const revoked: string[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = vi.fn(() => {
    const url = `blob:photo-${made.length + 1}`;
    made.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void revoked.push(url));
  const restore = () => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  };
  return { made, revoked, restore };
}
