import { describe, expect, it } from 'vitest';
import { groupDocuments, groupDocumentsYielding } from './document-groups.js';

interface Line {
  doc: string;
  date: string;
  serial: string;
}

/** 12,000 rows (more than two of the yielding grouping's slices) in 3,000 documents of four lines, one line with another date. */
const rows: (Line | null)[] = Array.from({ length: 12_000 }, (_, i) => ({ doc: `D${i % 3_000}`, date: i === 7_777 ? '2026-01-02' : '2026-01-01', serial: `S${i}` }));
rows[5] = null;
const key = (r: Line) => r.doc;
const header = (r: Line) => [r.doc, r.date];
const line = (r: Line) => [r.serial];

describe('groupDocuments', () => {
  it('groups rows into documents with their digest and names a row whose header differs', () => {
    const { groups, errors } = groupDocuments(rows, key, header, line);
    expect(groups.size).toBe(3_000);
    expect(groups.get('D5')!.rows).toEqual([3_005, 6_005, 9_005]);
    expect(groups.get('D1')!.rows).toEqual([1, 3_001, 6_001, 9_001]);
    expect(errors).toEqual([{ row: 7_778, field: 'row', message: expect.any(String) }]);
    // The digest does not depend on the lines' order.
    const again = groupDocuments([...rows].reverse(), key, header, line).groups;
    expect(again.get('D1')!.hash).toBe(groups.get('D1')!.hash);
  });

  it('gives the same groups, digests and errors when it turns the event loop between slices', async () => {
    const plain = groupDocuments(rows, key, header, line);
    // Callbacks queued on the event loop run while it groups (two slices' turns at least), not after.
    let turns = 0;
    let grouping = true;
    const tick = () => {
      if (!grouping) return;
      turns++;
      setImmediate(tick);
    };
    setImmediate(tick);
    const yielding = await groupDocumentsYielding(rows, key, header, line);
    grouping = false;
    expect([...yielding.groups.values()].map((g) => [g.key, g.rows, g.hash])).toEqual([...plain.groups.values()].map((g) => [g.key, g.rows, g.hash]));
    expect(yielding.errors).toEqual(plain.errors);
    expect(turns).toBeGreaterThanOrEqual(2);
  });
});
