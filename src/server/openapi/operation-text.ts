import { ROLE_LABELS, type Role } from '../../shared/access.js';
import type { Endpoint } from '../../shared/contract/endpoint.js';
import { formatTrCount } from '../../shared/format.js';

/**
 * An operation's OpenAPI `description`: the contract's own text (what it does, its 404/409/422),
 * then what every operation's reader needs and the contract already says — who may call it (the
 * roles of its grant), how a bad input is answered, the Idempotency-Key, an upload's limits, a
 * body limit. Generated, so it cannot drift from what the guard enforces.
 */
export function describeOperation(e: Endpoint): string {
  return [e.description, accessText(e), badInputText(e), idempotencyText(e), uploadText(e), bodyLimitText(e)].filter(Boolean).join('\n\n');
}

const roleList = (roles: readonly Role[]) => roles.map((r) => `${r} (${ROLE_LABELS[r]})`).join(', ');

function accessText(e: Endpoint): string {
  if (e.roles === 'PUBLIC') return '**Erişim:** herkese açık, oturum gerekmez.';
  if (e.roles === 'ALL') return '**Erişim:** oturum açmış her kullanıcı (`Authorization: Bearer <token>`). Token yok veya süresi dolmuşsa 401.';
  const screens = e.grant?.screens.length ? ` Kullanan ekranlar: ${e.grant.screens.map((s) => `\`${s}\``).join(', ')}.` : '';
  return `**Erişim:** yalnızca ${roleList(e.roles)} (\`Authorization: Bearer <token>\`). Token yok veya süresi dolmuşsa 401, başka bir rol 403. Sahiplik sunucuda denetlenir: çağıran yalnızca kendi kapsamındaki kayıtları (rolüne göre kendi tedarikçisi, distribütörü veya bayisi) görür ve değiştirir.${screens}`;
}

function badInputText(e: Endpoint): string {
  const parts = [e.params && 'yol parametreleri', e.query && 'sorgu parametreleri', e.body && (e.upload ? 'form alanları' : 'gövde')].filter(Boolean);
  const checked = parts.length ? `${parts.join(', ')} sözleşmenin şemasıyla denetlenir; ` : '';
  const feed = e.path.startsWith('/ingest/')
    ? ' Zarf (`rows`: 1–100.000 satır) geçerliyse her satır tek tek denetlenir ve kodları çözülür: tek bir hatalı satır tüm gönderimi 422 ile reddeder, hiçbir satır yazılmaz; satır hataları `details.errors` içinde ({row, field, message}, satır 1\'den başlar).'
    : '';
  return `**Hatalı girdi:** ${checked}geçersiz girdi 400 ve hata zarfı (ErrorEnvelope; alan hataları \`errors[]\` içinde \`{field, message}\`, Türkçe). Hiçbir girdi 5xx üretmez.${feed}`;
}

function idempotencyText(e: Endpoint): string {
  if (!e.idempotent) return '';
  const need = e.idempotent === true ? 'zorunludur (yoksa 400)' : 'isteğe bağlıdır (çevrimdışı kuyruğun tekrar gönderdiği yazmalar)';
  return `**Idempotency-Key:** başlık ${need}. Her yeni istek için yeni bir anahtar (1–200 görünür ASCII karakter, ör. bir UUID). Aynı kullanıcı aynı anahtarla aynı gövdeyi tekrar gönderirse ilk başarılı cevap döner ve hiçbir şey ikinci kez yazılmaz; aynı anahtar başka bir gövdeyle 422 (code 1006). Reddedilen bir istek (4xx) anahtarı tüketmez: düzeltilip aynı anahtarla gönderilebilir.`;
}

function uploadText(e: Endpoint): string {
  if (!e.upload) return '';
  const u = e.upload;
  const kind = u.kind === 'image' ? 'görsel' : 'xlsx dosyası';
  return `**Dosya:** \`multipart/form-data\`, \`${u.field}\` alanında ${u.required ? '' : 'isteğe bağlı olarak '}en fazla ${u.maxFiles} ${kind}, her biri en fazla ${formatTrCount(u.maxBytes)} bayt; türü içeriğinden (imza baytları) denetlenir. Fazla, büyük veya yanlış türde dosya 400.`;
}

function bodyLimitText(e: Endpoint): string {
  return e.bodyLimit ? `**Gövde sınırı:** ${formatTrCount(e.bodyLimit)} bayt; aşan istek 413.` : '';
}
