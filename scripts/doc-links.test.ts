import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, slug, targetsOf } from './doc-links.js';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

describe('README.md and docs/', () => {
  it('every relative link names a file of the repository and, with a #fragment, one of its headings', () => {
    expect(brokenLinks(repo)).toEqual([]);
  });
});

describe('the link check', () => {
  it("makes GitHub's anchors", () => {
    expect(slug('Two feeds for WEB_SERVICE')).toBe('two-feeds-for-web_service');
    expect(slug("The dealer's stock, offline")).toBe('the-dealers-stock-offline');
    expect(slug('/metrics')).toBe('metrics');
    expect(slug('Settings: parameters, stock thresholds, banners')).toBe('settings-parameters-stock-thresholds-banners');
    expect(slug('`ScanField` and **Çok Satanlar**')).toBe('scanfield-and-çok-satanlar');
    expect([...anchorsOf('# A\n## Notes\n```\n## Not a heading\n```\n## Notes\n<a id="here"></a>')]).toEqual(['a', 'notes', 'notes-1', 'here']);
  });

  it('reads Markdown links, images and HTML src/href, not code spans', () => {
    expect(targetsOf('see [Prices](docs/prices.md#prices) and ![x](docs/images/a.webp "t") `[no](here.md)` <img src="b.png">')).toEqual([
      'docs/prices.md#prices',
      'docs/images/a.webp',
      'b.png',
    ]);
  });

  it('finds a missing file, a missing heading and a link out of the repository; leaves other sites alone', () => {
    const root = mkdtempSync(join(tmpdir(), 'bp-doc-links-'));
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'docs', 'a.md'), '# A\n\n## Real heading\n');
    writeFileSync(
      join(root, 'README.md'),
      [
        '[ok](docs/a.md#real-heading) [site](https://example.com/x.md#nope) [self](#readme)',
        '# Readme',
        '[gone](docs/b.md) [bad anchor](docs/a.md#nothing) [out](../elsewhere.md)',
        '```',
        '[in code](docs/c.md)',
        '```',
      ].join('\n'),
    );
    expect(brokenLinks(root).map((b) => [b.line, b.target, b.problem])).toEqual([
      [3, 'docs/b.md', 'no such file'],
      [3, 'docs/a.md#nothing', 'no heading #nothing in docs/a.md'],
      [3, '../elsewhere.md', 'points outside the repository'],
    ]);
  });
});
