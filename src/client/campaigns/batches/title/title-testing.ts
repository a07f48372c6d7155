import { utils, write } from 'xlsx';
import type { Campaign, TtCrm } from '../../../../shared/contract/campaigns.js';
import type { CodeRow, Title } from '../../../../shared/contract/code-batches.js';

/** Unit-test fixtures of the batch screens. */

/** An xlsx file of these rows (the first is the header row). */
export function keyXlsx(rows: unknown[][], patch?: (sheet: ReturnType<typeof utils.aoa_to_sheet>) => void, name = 'anahtar.xlsx') {
  const sheet = utils.aoa_to_sheet(rows);
  patch?.(sheet);
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'Sayfa1');
  const bytes = write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  return new File([bytes], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

export const campaign = (id: number, patch: Partial<Campaign> = {}): Campaign => ({
  id,
  status: 1,
  voucherCode: `AK${String(id).padStart(5, '0')}`,
  description: `Aksesuar Kampanyası ${id}`,
  billTemplate: `Aksesuar paketi ${id}`,
  amount: 100 * id,
  amountCode: 'A',
  termNumber: 6,
  termNumberCode: '1',
  termAmount: 16.67,
  stockWarning: 500,
  passStockWarning: 300,
  ...patch,
});

export const crm = (id: number, name: string): TtCrm => ({ id, crmCode: `TTCRM00${id}`, name, firmName: 'Türk Telekom', serialOptionActive: true });

export const title = (id: number, patch: Partial<Title> = {}): Title => ({
  id,
  createDateTime: '2025-03-04T09:15:00.000Z',
  userName: 'Ahmet Yılmaz',
  totalCount: 1000,
  createdCount: 1000,
  usedCount: 3,
  titleStatus: 'COMPLETED',
  titleStatusDisplay: 'Tamamlandı',
  isActivated: false,
  progress: 1000,
  params: '{}',
  error: null,
  ...patch,
});

export const codeRow = (id: number, titleId: number): CodeRow => ({
  id,
  value: `0A1B2C3D4E${id % 10}`,
  titleId,
  ownerCode: 'BY10001',
  ownerName: 'Kadıköy İletişim',
  distyName: 'Boğaziçi Dağıtım A.Ş.',
  amount: 100,
  termNumber: 6,
  voucherCode: 'AK00001',
  used: false,
  usageStatusDisplay: 'Kullanılmadı',
  isActivated: false,
  createDateTime: '2025-03-04T09:15:00.000Z',
  userName: 'Ahmet Yılmaz',
});

/** The page answer of a list. */
export const pageOf = <T>(content: T[], total = content.length) => ({ content, totalElements: total });
