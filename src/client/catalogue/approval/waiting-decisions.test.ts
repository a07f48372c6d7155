import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decisionBody, decisionSuccessText, sendDecision } from './waiting-decisions.js';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('waiting-product decisions', () => {
  let calls: { url: string; method: string; body: unknown }[];
  beforeEach(() => {
    calls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, method: String(init.method), body: JSON.parse(String(init.body)) });
        return json({ count: Array.isArray(JSON.parse(String(init.body))) ? 2 : 1 });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const a = { id: 11, currentModelId: 101 };
  const b = { id: 12, currentModelId: 102 };

  it('builds the product change record: request id, product id and a trimmed note only when given', () => {
    expect(decisionBody(a)).toEqual({ id: 11, currentModelId: 101 });
    expect(decisionBody(a, '   ')).toEqual({ id: 11, currentModelId: 101 });
    expect(decisionBody(a, '  Barkod hatalı. ')).toEqual({ id: 11, currentModelId: 101, approveDescription: 'Barkod hatalı.' });
  });

  it('approves one request with the true flag and no note', async () => {
    await sendDecision({ approve: true, bulk: false, rows: [a], description: 'yok sayılır' });
    expect(calls).toEqual([{ url: '/api/model/approve/true', method: 'POST', body: { id: 11, currentModelId: 101 } }]);
  });

  it('rejects one request with the false flag and its note', async () => {
    await sendDecision({ approve: false, bulk: false, rows: [a], description: 'Resim uygun değil' });
    expect(calls).toEqual([
      { url: '/api/model/approve/false', method: 'POST', body: { id: 11, currentModelId: 101, approveDescription: 'Resim uygun değil' } },
    ]);
  });

  it('approves a selection in one list call', async () => {
    expect(await sendDecision({ approve: true, bulk: true, rows: [a, b] })).toBe(2);
    expect(calls).toEqual([
      {
        url: '/api/model/approvelist/true',
        method: 'POST',
        body: [
          { id: 11, currentModelId: 101 },
          { id: 12, currentModelId: 102 },
        ],
      },
    ]);
  });

  it('rejects a selection with the note on every item', async () => {
    await sendDecision({ approve: false, bulk: true, rows: [a, b], description: 'Eksik bilgi' });
    expect(calls[0].url).toBe('/api/model/approvelist/false');
    expect(calls[0].body).toEqual([
      { id: 11, currentModelId: 101, approveDescription: 'Eksik bilgi' },
      { id: 12, currentModelId: 102, approveDescription: 'Eksik bilgi' },
    ]);
  });

  it('uses the spec texts for each kind of success', () => {
    expect(decisionSuccessText({ approve: true, bulk: false })).toBe('Ürün Onaylandı');
    expect(decisionSuccessText({ approve: false, bulk: false })).toBe('Ürün Reddedildi');
    expect(decisionSuccessText({ approve: true, bulk: true })).toBe('Toplu Onaylama başarılı');
    expect(decisionSuccessText({ approve: false, bulk: true })).toBe('Toplu Reddetme başarılı');
  });
});
