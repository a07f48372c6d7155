/**
 * Checks the relative links of README.md and docs/**\/*.md: every link, image and HTML src/href names
 * a file of the repository, and a `#fragment` names a heading of the target Markdown file (GitHub's
 * anchors). Links to other sites (a scheme such as https:) are not followed. Run by
 * scripts/doc-links.test.ts in `npm test`, or alone: `npx tsx scripts/doc-links.ts` lists what is broken.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface BrokenLink {
  file: string;
  line: number;
  target: string;
  problem: string;
}

/** The text outside fenced code blocks, line by line (code lines become empty, so line numbers hold). */
function proseLines(text: string): string[] {
  let fence: string | null = null;
  return text.split('\n').map((line) => {
    const open = /^\s*(```|~~~)/.exec(line);
    if (open) {
      if (fence === null) fence = open[1];
      else if (line.trim().startsWith(fence)) fence = null;
      return '';
    }
    return fence === null ? line : '';
  });
}

/**
 * GitHub's anchor of a heading (github-slugger): the rendered text in lower case, every character that is
 * not a letter, mark, digit, connector (`_`), space or hyphen dropped, spaces made hyphens.
 */
export function slug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/<[^>]+>/g, '') // inline HTML tags
    .replace(/`/g, '')
    .replace(/(\*\*|__|\*)/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** The anchors of a Markdown file: its headings (repeats get -1, -2 …) and explicit id/name attributes. */
export function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of proseLines(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const m of line.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(m[1]);
  }
  return anchors;
}

/** The link targets of one line of prose: Markdown links and images (code spans left out), HTML src/href. */
export function targetsOf(line: string): string[] {
  const prose = line.replace(/`[^`]*`/g, '');
  const out: string[] = [];
  for (const m of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) out.push(m[1]);
  for (const m of prose.matchAll(/\b(?:src|href)="([^"]+)"/g)) out.push(m[1]);
  return out;
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

function markdownFiles(root: string): string[] {
  const files = [join(root, 'README.md')];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.md')) files.push(path);
    }
  };
  walk(join(root, 'docs'));
  return files;
}

/** Every broken relative link of README.md and docs/ under `root`. */
export function brokenLinks(root: string): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchors = (file: string) => {
    let set = anchorCache.get(file);
    if (!set) anchorCache.set(file, (set = anchorsOf(readFileSync(file, 'utf8'))));
    return set;
  };
  for (const file of markdownFiles(root)) {
    const lines = proseLines(readFileSync(file, 'utf8'));
    lines.forEach((line, i) => {
      for (const target of targetsOf(line)) {
        if (isExternal(target)) continue;
        const report = (problem: string) => broken.push({ file: relative(root, file), line: i + 1, target, problem });
        const hash = target.indexOf('#');
        const pathPart = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
        const fragment = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
        const dest = pathPart === '' ? file : pathPart.startsWith('/') ? join(root, pathPart) : resolve(dirname(file), pathPart);
        if (relative(root, dest).startsWith('..')) {
          report('points outside the repository');
          continue;
        }
        if (!existsSync(dest)) {
          report('no such file');
          continue;
        }
        if (fragment !== null && fragment !== '') {
          if (!dest.endsWith('.md')) report('an anchor into a file that is not Markdown');
          else if (!anchors(dest).has(fragment)) report(`no heading #${fragment} in ${relative(root, dest)}`);
        }
      }
    });
  }
  return broken;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const broken = brokenLinks(root);
  for (const b of broken) console.log(`${b.file}:${b.line}: ${b.target} — ${b.problem}`);
  console.log(broken.length ? `${broken.length} broken link(s)` : 'every link resolves');
  process.exitCode = broken.length ? 1 : 0;
}
