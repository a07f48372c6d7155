import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/contract/users.js';
import { auditChanges, historyLines } from './user-history-text.js';

const entry = (patch: Partial<AuditEntry>): AuditEntry => ({ id: 1, at: '2025-03-04T09:05:00', action: 'UPDATE', actor: 'Selin Aydın', onBehalfOf: null, before: null, after: null, ...patch });

describe('user history', () => {
  it('lists changed fields as "Label: before → after" with roles, arrays and empties readable', () => {
    expect(
      auditChanges({
        before: { name: 'Ali', roles: ['RESELLER_USER'], resellers: ['BY1'], email: null, gsmNo: '5321110001', status: 1 },
        after: { name: 'Ali', roles: ['RESELLER_ADMIN'], resellers: ['BY1', 'BY2'], email: 'ali@x.com', gsmNo: '5321110001', status: 1 },
      }),
    ).toEqual(['E-posta: — → ali@x.com', 'Rol: Bayi Kullanıcısı → Bayi Admini', 'Bayiler: BY1 → BY1, BY2']);
  });

  it('puts the newest first with time, action label and who acted for whom', () => {
    const lines = historyLines([
      entry({ id: 1, at: '2025-03-01T08:00:00', action: 'CREATE', after: { name: 'Ali' } }),
      entry({ id: 2, at: '2025-03-04T09:05:00', action: 'PASSIVE', onBehalfOf: 'Mert Admin', before: { status: 1 }, after: { status: 0 } }),
    ]);
    expect(lines).toEqual([
      { id: 2, when: '04.03.2025 09:05', action: 'Silindi (pasif)', who: 'Selin Aydın (adına: Mert Admin)', changes: ['Durum: Aktif → Pasif'] },
      { id: 1, when: '01.03.2025 08:00', action: 'Oluşturuldu', who: 'Selin Aydın', changes: ['Ad: — → Ali'] },
    ]);
  });
});
