/**
 * Just enough XML for SpreadsheetML, read as a stream: complete elements of one tag are
 * cut out of the inflating text as they arrive, so a sheet is never held whole. Tags may
 * carry a namespace prefix (`<x:row>`), as some generators write them.
 */
export class PendingTooLongError extends Error {}

const NAME = '(?:[A-Za-z_][\\w.-]*:)?';

/** `<tag …/>` or `<tag …>…</tag>` (tag not followed by another name character). */
export const elementPattern = (tag: string) => new RegExp(`<${NAME}${tag}(?![\\w.:-])([^>]*?)(?:/>|>([\\s\\S]*?)</${NAME}${tag}>)`, 'g');

/**
 * Yields, per inflated chunk, the [attributes, inner] of each `tag` element completed in
 * it (a batch: one async step per chunk, not per row). Text waiting for its closing tag
 * may not grow past `maxPending` characters (one huge row or string).
 */
export async function* scanElements(chunks: AsyncIterable<Buffer>, tag: string, maxPending: number): AsyncGenerator<[string, string | undefined][]> {
  const decoder = new TextDecoder('utf-8');
  const pattern = elementPattern(tag);
  const opener = new RegExp(`<${NAME}${tag}(?![\\w.:-])`, 'g');
  let pending = '';
  for await (const chunk of chunks) {
    pending += decoder.decode(chunk, { stream: true });
    pattern.lastIndex = 0;
    let consumed = 0;
    const found: [string, string | undefined][] = [];
    for (let m = pattern.exec(pending); m; m = pattern.exec(pending)) {
      consumed = pattern.lastIndex;
      found.push([m[1], m[2]]);
    }
    // Keep from the first unfinished element on; text before it can never match.
    opener.lastIndex = consumed;
    const open = opener.exec(pending);
    pending = open ? pending.slice(open.index) : pending.slice(Math.max(consumed, pending.length - 64));
    if (pending.length > maxPending) throw new PendingTooLongError(tag);
    if (found.length) yield found;
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML entities and OOXML's `_xHHHH_` escapes (control characters such as _x000D_). */
export function decodeText(text: string): string {
  let out = text.includes('&')
    ? text.replace(/&(#x[0-9A-Fa-f]+|#\d+|[a-z]+);/g, (whole, name: string) => {
        if (name[0] !== '#') return ENTITIES[name] ?? whole;
        const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      })
    : text;
  if (out.includes('_x')) out = out.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return out;
}

const attributePatterns = new Map<string, RegExp>();

/**
 * The hot path of a cell's r, t and s: plain double-quoted values without entities, found
 * with indexOf (a million cells make a regex per attribute costly); anything else falls
 * back to the full parse.
 */
export function plainAttribute(attrs: string, name: string): string | undefined {
  const at = attrs.indexOf(` ${name}="`);
  if (at < 0) return attrs.includes(name) ? attribute(attrs, name) : undefined;
  const start = at + name.length + 3;
  const end = attrs.indexOf('"', start);
  return end < 0 ? undefined : attrs.slice(start, end);
}

/** One attribute's value from an element's attribute text. */
export function attribute(attrs: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    attributePatterns.set(name, pattern);
  }
  const m = pattern.exec(attrs);
  return m ? decodeText(m[1] ?? m[2]) : undefined;
}

const T_PATTERN = new RegExp(`<${NAME}t(?![\\w.:-])[^>]*?(?:/>|>([\\s\\S]*?)</${NAME}t>)`, 'g');
const PHONETIC = new RegExp(`<${NAME}rPh(?![\\w.:-])[\\s\\S]*?</${NAME}rPh>`, 'g');

/** The text of a string item (`<si>` or `<is>`): its `<t>` runs joined, phonetic runs left out. */
export function runText(inner: string): string {
  const body = inner.includes('rPh') ? inner.replace(PHONETIC, '') : inner;
  let text = '';
  T_PATTERN.lastIndex = 0;
  for (let m = T_PATTERN.exec(body); m; m = T_PATTERN.exec(body)) text += m[1] ?? '';
  return decodeText(text);
}
