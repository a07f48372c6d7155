/**
 * Spreadsheet intake under load (issue 8 §1): the server runs in a process of its own
 * (bench-server.ts); while a 100,000-row product file, a zip bomb and the largest file the
 * caps allow are read, /api/health is polled over real HTTP (the p99 of those polls shows
 * whether the event loop stayed free) and the server's peak RSS is read from /proc.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { PRODUCT_HEADERS, productRows, xlsxBuffer, zipBombXlsx } from '../tests/support/sheet-files.js';
import type { DbKind } from '../tests/support/test-db.js';
import { percentile } from './bench-measure.js';

export const INTAKE_TARGET = { healthP99Ms: 100, readMs: 8000, rssMb: 1024 };

export interface IntakeFigure {
  name: string;
  ms: number;
  status: number;
  healthP50: number;
  healthP99: number;
  rssMb: number;
}


/** The server's resident memory now and at its peak so far (Linux /proc, bytes). */
function serverMemory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

/** Resets the peak RSS counter of the server (writing 5 to clear_refs), so each file gets its own peak. */
function resetPeak(pid: number) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not allowed here: the peak then covers the whole run so far.
  }
}

/** Polls health every 20 ms until `work` ends; the server's peak RSS after it. */
async function whileRunning<T>(base: string, pid: number, work: () => Promise<T>) {
  const latencies: number[] = [];
  resetPeak(pid);
  let running = true;
  const poller = (async () => {
    while (running) {
      const t0 = performance.now();
      await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
      latencies.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const t0 = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - t0, latencies: latencies.sort((a, b) => a - b), peakRss: serverMemory(pid).peak };
  } finally {
    running = false;
    await poller;
  }
}

/** Product rows whose descriptions are long random text (hard to compress: the unpacked size is real). */
function* largestRows(count: number, names: { category: string; subCategory: string; brand: string }) {
  let i = 0;
  for (const row of productRows(count, names, 8_693_000_000_000)) {
    row[5] = randomBytes(600).toString('base64').slice(0, 800);
    row[3] = `${row[3]} ${i++}`;
    yield row;
  }
}

async function startServer(kind: DbKind) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-server.ts'], { env: { ...process.env, BENCH_DB: kind }, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.setEncoding('utf8');
  for await (const chunk of child.stdout) {
    out += chunk;
    const m = /listening (\S+)/.exec(out);
    if (m) return { child, base: m[1], pid: child.pid! };
  }
  throw new Error(`bench server did not start: ${out}`);
}

export async function benchIntake(kind: DbKind): Promise<IntakeFigure[]> {
  const { child, base, pid } = await startServer(kind);
  const figures: IntakeFigure[] = [];
  try {
    console.log(`\n${kind}: Excel alımı — sunucu ayrı süreçte, boşta RSS ${(serverMemory(pid).rss / 1024 / 1024).toFixed(0)} MB`);
    const login = await fetch(`${base}/auth/public/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'supply_admin', password: 'demo1234' }),
    }).then((r) => r.json() as Promise<{ token: string }>);
    const auth = { authorization: `Bearer ${login.token}` };
    const [category] = await fetch(`${base}/api/category/getAll`, { headers: auth }).then((r) => r.json() as Promise<{ id: number; name: string }[]>);
    const [subCategory] = await fetch(`${base}/api/subCategory/getAll?categoryId=${category.id}`, { headers: auth }).then((r) => r.json() as Promise<{ name: string }[]>);
    const brands = await fetch(`${base}/api/brand/getAll`, { headers: auth }).then((r) => r.json() as Promise<{ name: string; status: number }[]>);
    const names = { category: category.name, subCategory: subCategory.name, brand: brands.find((b) => b.status === 1)!.name };
    const upload = (name: string, data: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(data)]), name);
      return fetch(`${base}/api/model/readExcel`, { method: 'POST', headers: { authorization: `Bearer ${login.token}` }, body: form }).then(async (r) => ({
        status: r.status,
        body: await r.text(),
      }));
    };

    const files: [string, Buffer][] = [
      ['100.000 satırlı ürün dosyası', await xlsxBuffer(PRODUCT_HEADERS, productRows(100_000, names))],
      ['zip bombası (400 MiB açılır)', await zipBombXlsx(400 * 1024 * 1024)],
      ['en büyük dosya: 100.000 satır, 800 karakterlik açıklamalar', await xlsxBuffer(PRODUCT_HEADERS, largestRows(100_000, names))],
    ];
    for (const [name, data] of files) {
      const run = await whileRunning(base, pid, () => upload('dosya.xlsx', data));
      const figure: IntakeFigure = {
        name,
        ms: run.ms,
        status: run.result.status,
        healthP50: percentile(run.latencies, 50),
        healthP99: percentile(run.latencies, 99),
        rssMb: run.peakRss / 1024 / 1024,
      };
      figures.push(figure);
      const answer = run.result.status === 200 ? `kabul ${JSON.parse(run.result.body).acceptedCount}` : JSON.parse(run.result.body).errors?.[0]?.message;
      console.log(
        `  ${name.padEnd(60)} ${(data.length / 1e6).toFixed(1).padStart(6)} MB  ${figure.ms.toFixed(0).padStart(6)} ms  HTTP ${figure.status}  sağlık p50 ${figure.healthP50.toFixed(1)} / p99 ${figure.healthP99.toFixed(1)} ms  (${run.latencies.length} yoklama)  tepe RSS ${figure.rssMb.toFixed(0)} MB  → ${answer}`,
      );
    }
    // The big file and the bomb at the same time.
    const both = await whileRunning(base, pid, () => Promise.all([upload('a.xlsx', files[0][1]), upload('b.xlsx', files[1][1])]));
    const figure = {
      name: '100.000 satır + zip bombası birlikte',
      ms: both.ms,
      status: Math.max(...both.result.map((r) => r.status)),
      healthP50: percentile(both.latencies, 50),
      healthP99: percentile(both.latencies, 99),
      rssMb: both.peakRss / 1024 / 1024,
    };
    figures.push(figure);
    console.log(
      `  ${figure.name.padEnd(60)}            ${figure.ms.toFixed(0).padStart(6)} ms  HTTP ${both.result.map((r) => r.status).join('+')}  sağlık p50 ${figure.healthP50.toFixed(1)} / p99 ${figure.healthP99.toFixed(1)} ms  tepe RSS ${figure.rssMb.toFixed(0)} MB`,
    );
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  return figures;
}
