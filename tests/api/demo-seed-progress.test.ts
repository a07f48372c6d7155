import { describe, expect, it } from 'vitest';
import { SEED_HEADING } from '../../src/server/db/seed/seed-progress.js';
import { dbTemplates } from '../support/db-templates.js';
import { dbKinds } from '../support/test-db.js';

/**
 * The first start's seed progress (db/seed/seed-progress.ts, printed by main.ts): what the seed of
 * this run's templates reported through buildApp, as `npm start` prints it — the heading, then
 * every step in order when it ends, each with its seconds, the statistics last.
 */
const STEPS = [
  'tedarikçiler, distribütörler, bayiler, kullanıcılar',
  'kampanyalar ve kod partileri',
  'katalog ve görseller',
  'distribütör stokları ve vitrin',
  'siparişler',
  'seri numaralı birimler (fatura, dağıtım, transfer)',
  'satışlar ve iptal kuyruğu',
  'arızalı ürün kayıtları ve fotoğrafları',
  'puanlar ve hediyeler',
  'istatistikler (analyze)',
];

describe.each(dbKinds())('the first start’s seed progress on %s', (kind) => {
  it('prints the heading, then every step in order with its seconds', () => {
    // The api project's global setup seeds the templates (tests/setup/db-templates.ts) and publishes what they printed.
    const lines = dbTemplates()?.seedProgress?.[kind];
    expect(lines, 'the templates of this run').toBeDefined();
    expect(lines![0]).toBe(SEED_HEADING);
    const steps = lines!.slice(1);
    expect(steps.map((l) => l.trim().replace(/ +\d+,\d sn$/, ''))).toEqual(STEPS);
    for (const l of steps) expect(l).toMatch(/^ {4}\S.* \d+,\d sn$/);
  });
});
