import type { AuditEntry } from '../../../shared/contract/models.js';
import { formatDateTime } from '../../../shared/format.js';

/** Audit actions as the server writes them (model_audit.action) → Turkish labels. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  CREATE_REQUESTED: 'Yeni ürün talebi',
  UPDATE_REQUESTED: 'Değişiklik talebi',
  PICTURE_ADD_REQUESTED: 'Resim ekleme talebi',
  PICTURE_DELETE_REQUESTED: 'Resim silme talebi',
  APPROVED: 'Onaylandı',
  REJECTED: 'Reddedildi',
};

/** Who requested, approved or rejected what and when; newest first. */
export function ProductAudit({ entries, testId }: { entries: AuditEntry[]; testId: string }) {
  const sorted = [...entries].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <section className="product-section" data-testid={testId}>
      <h2 className="product-section-title">İşlem Geçmişi</h2>
      {sorted.length === 0 ? (
        <p className="product-muted">Kayıt bulunamadı.</p>
      ) : (
        <ol className="product-audit">
          {sorted.map((e, i) => (
            <li key={`${e.at}-${i}`} className={`product-audit-entry product-audit-${e.action.toLowerCase()}`}>
              <span className="product-audit-when">{formatDateTime(e.at)}</span>
              <span className="product-audit-what">{AUDIT_ACTION_LABELS[e.action] ?? e.action}</span>
              <span className="product-audit-who">{e.userName ?? ''}</span>
              {e.description && <span className="product-audit-note">{e.description}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
