import type { OpenApiDocument } from './openapi-document.js';

/**
 * The reference page (GET /api/docs): the OpenAPI document as static HTML — no script, no
 * outside resource (the app's Content-Security-Policy allows neither), one inline style.
 * Grouped by area, the ingestion API first, with a curl example of a stock batch.
 */

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d2630;background:#f6f8fa}
main{max-width:1100px;margin:0 auto;padding:1rem}
h1{margin:.5rem 0}h2{margin-top:2rem;border-bottom:2px solid #c9d3dd;padding-bottom:.25rem}
nav a{margin-right:.75rem;white-space:nowrap}
details{background:#fff;border:1px solid #d5dde5;border-radius:6px;margin:.4rem 0;padding:.4rem .75rem}
summary{cursor:pointer;font-family:ui-monospace,monospace;overflow-wrap:anywhere}
.m{display:inline-block;min-width:3.5rem;font-weight:700}
.GET{color:#0a6b2f}.POST{color:#0b57a8}.PUT{color:#8a5a00}.DELETE{color:#a11}
.roles{color:#56616c;font-family:system-ui,sans-serif;font-size:.85em;margin-left:.5rem}
.sum{font-family:system-ui,sans-serif;margin-left:.75rem}
.tag{color:#56616c;margin:.25rem 0 .75rem}
pre{background:#0f1720;color:#e6edf3;padding:.75rem;border-radius:6px;overflow:auto;font-size:13px}
table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #d5dde5;padding:.2rem .5rem;text-align:left;vertical-align:top}
.note{background:#fff8e1;border-left:4px solid #e0a800;padding:.5rem .75rem}
`;

interface Example {
  summary?: string;
  value: unknown;
}
interface Media {
  schema: unknown;
  examples?: Record<string, Example>;
}
interface Operation {
  tags: string[];
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required: boolean; schema: unknown; description?: string }[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { description: string; content?: Record<string, Media> }>;
  'x-roles': unknown;
}

const pretty = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

/** The few Markdown marks the generated texts use: `code` and **bold**, paragraphs by blank lines. */
const markdown = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\*\*([^*]+)\*\*/g, '<b>$1</b>').replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('');

const examplesHtml = (media: Media | undefined) =>
  Object.values(media?.examples ?? {})
    .map((x) => `<h5>Örnek${x.summary ? `: ${escapeHtml(x.summary)}` : ''}</h5>${pretty(x.value)}`)
    .join('');

function operationHtml(method: string, path: string, op: Operation) {
  const roles = Array.isArray(op['x-roles']) ? op['x-roles'].join(', ') : String(op['x-roles']);
  const params = op.parameters?.length
    ? `<h4>Parametreler</h4><table><tr><th>Ad</th><th>Yer</th><th>Zorunlu</th><th>Şema</th></tr>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${p.in}</td><td>${p.required ? 'evet' : 'hayır'}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code>${p.description ? `<br>${escapeHtml(p.description)}` : ''}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const body = op.requestBody
    ? Object.entries(op.requestBody.content)
        .map(([type, c]) => `<h4>İstek gövdesi (${escapeHtml(type)})</h4>${pretty(c.schema)}${examplesHtml(c)}`)
        .join('')
    : '';
  const answers = Object.entries(op.responses)
    .map(([status, r]) => {
      const media = r.content ? Object.values(r.content)[0] : undefined;
      const schema = status === '200' ? media?.schema : undefined;
      return `<li><b>${status}</b> ${escapeHtml(r.description)}${schema ? pretty(schema) : ''}${examplesHtml(media)}</li>`;
    })
    .join('');
  const id = `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
  const title = op.summary ? `<span class="sum">${escapeHtml(op.summary)}</span>` : '';
  const text = op.description ? `<div class="desc">${markdown(op.description)}</div>` : '';
  return `<details id="${id}"><summary><span class="m ${method.toUpperCase()}">${method.toUpperCase()}</span>${escapeHtml(path)}${title}<span class="roles">${escapeHtml(roles)}</span></summary>${text}${params}${body}<h4>Cevaplar</h4><ul>${answers}</ul></details>`;
}

export function curlExample(origin = 'https://portal.example.com') {
  return `# 1) Oturum aç (WEB_SERVICE kullanıcısı) ve token al
TOKEN=$(curl -s -X POST ${origin}/auth/public/login \\
  -H 'Content-Type: application/json' \\
  -d '{"username":"web_service","password":"demo1234"}' | sed -E 's/.*"token":"([^"]+)".*/\\1/')

# 2) Stok satırlarını gönder (her yeni gönderim için yeni bir Idempotency-Key)
curl -s -X POST ${origin}/api/ingest/distyStock \\
  -H "Authorization: Bearer $TOKEN" \\
  -H 'Content-Type: application/json' \\
  -H "Idempotency-Key: $(uuidgen)" \\
  -d '{"rows":[{"distyCode":"DST001","barcode":"8690000000017","quantity":25},
               {"distyCode":"DST002","barcode":"8690000000017","quantity":0}]}'
# → 200 {"accepted":2}
# Hatalı bir satır varsa → 422, hiçbir satır yazılmaz:
# {"status":422,"code":10001,"description":"2 satırın 1 tanesi hatalı; hiçbir satır kaydedilmedi.",
#  "details":{"totalRows":2,"rejectedRows":1,"errors":[{"row":2,"field":"barcode","message":"Barkod bulunamadı."}]}, ...}`;
}

export function renderReference(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods as Record<string, Operation>)) {
      const tag = op.tags[0];
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const tags = doc.tags.map((t) => t.name).filter((t) => byTag.has(t));
  const descriptions = new Map(doc.tags.map((t): [string, string | undefined] => [t.name, (t as { description?: string }).description]));
  const sections = tags
    .map((tag) => {
      const intro =
        tag === 'ingest'
          ? `<p>Dış sistemler (distribütörlerin ve grubun sistemleri) <b>WEB_SERVICE</b> rolüyle toplu satır gönderir. Bir gönderim 1–100.000 satırdır; her satır tek tek denetlenir. Tek bir hatalı satır tüm gönderimi reddeder (HTTP 422, satır hataları <code>details.errors</code> içinde: <code>{row, field, message}</code>) ve hiçbir şey yazılmaz. Aksi halde tüm satırlar tek işlemde yazılır. <code>Idempotency-Key</code> başlığı zorunludur: aynı anahtar ve aynı gövde ikinci kez yazmaz, ilk cevabı döner.</p><pre>${escapeHtml(curlExample())}</pre>`
          : '';
      const about = descriptions.get(tag);
      return `<section><h2 id="area-${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${about ? `<p class="tag">${escapeHtml(about)}</p>` : ''}${intro}${byTag.get(tag)!.join('')}</section>`;
    })
    .join('');
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p class="note">Makinece okunur belge: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). Kimlik: <code>POST /auth/public/login</code> → <code>token</code>; her istekte <code>Authorization: Bearer &lt;token&gt;</code>. Hata cevapları aynı zarfı taşır: <code>{status, code, message?, description?, errors[], fields[], details?}</code>.</p>
<nav>${tags.map((t) => `<a href="#area-${escapeHtml(t)}">${escapeHtml(t)}</a>`).join('')}</nav>
${sections}
</main></body></html>`;
}
