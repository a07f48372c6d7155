/**
 * A real HTTP load for the bench: `connections` clients, each on its own keep-alive socket,
 * sending one request after another for `seconds` (bounded in time and count, loopback only),
 * each request made fresh by `next(i)` (a random page, another filter). Reports throughput and
 * the latency percentiles seen by the clients, as a load tool (autocannon, wrk) would.
 */
import { Agent, request } from 'node:http';
import { percentile } from './bench-measure.js';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** This request's own headers (e.g. a fresh Idempotency-Key), over the load's. */
  headers?: Record<string, string>;
}

export interface LoadFigure {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface LoadOptions {
  connections?: number;
  seconds?: number;
  /** Requests before the timed part (warms caches and connections; not counted). */
  warmup?: number;
  headers?: Record<string, string>;
  /** A cap on the timed requests (default 200,000), e.g. the units a completion load may sell. */
  maxRequests?: number;
  /**
   * An open load instead of a closed one: requests arrive at this many per second (Poisson, as
   * independent users do) whether or not the earlier ones are answered, spread over the
   * `connections` sockets (a request finding them all busy waits for one). Each latency counts
   * from the request's arrival, its wait included (no coordinated omission). A closed load (the
   * default: each client sends its next request the moment the last is answered) measures the
   * capacity; its latency is the clients' number divided by that capacity (Little's law).
   */
  rate?: number;
}

function send(agent: Agent, base: URL, req: LoadRequest, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const payload = req.body === undefined ? undefined : JSON.stringify(req.body);
  return new Promise((resolve, reject) => {
    const r = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: req.method,
        path: req.path,
        headers: { ...headers, ...req.headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    r.on('error', reject);
    r.end(payload);
  });
}

/** Runs the load and prints one line: requests, req/s, p50 and p99 (ms), errors. */
export async function runLoad(baseUrl: string, name: string, next: (i: number) => LoadRequest, options: LoadOptions = {}): Promise<LoadFigure> {
  const connections = options.connections ?? 10;
  const seconds = options.seconds ?? 10;
  const headers = { accept: 'application/json', ...options.headers };
  const base = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  let counter = 0;
  let errors = 0;
  let firstError = '';
  const oneRequest = async () => {
    const res = await send(agent, base, next(counter++), headers);
    if (res.status !== 200) {
      errors++;
      firstError ||= `${res.status} ${res.body.slice(0, 200)}`;
    }
  };
  try {
    const warmup = options.warmup ?? connections * 5;
    await Promise.all(Array.from({ length: connections }, async () => {
      while (counter < warmup) await oneRequest();
    }));
    const times: number[] = [];
    const started = performance.now();
    const endAt = started + seconds * 1000;
    // A hard cap on the count as well as the time: the load always stops by itself.
    const maxRequests = options.maxRequests ?? 200_000;
    if (options.rate) {
      const rate = options.rate;
      const pending = new Set<Promise<void>>();
      let due = started;
      while (due < endAt && times.length + pending.size < maxRequests) {
        const wait = due - performance.now();
        if (wait > 1) await new Promise((r) => setTimeout(r, wait));
        const arrived = due;
        const sent: Promise<void> = oneRequest().then(() => {
          times.push(performance.now() - arrived);
          pending.delete(sent);
        });
        pending.add(sent);
        due += (-Math.log(1 - Math.random()) * 1000) / rate;
      }
      await Promise.all(pending);
    } else {
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (performance.now() < endAt && times.length < maxRequests) {
            const t0 = performance.now();
            await oneRequest();
            times.push(performance.now() - t0);
          }
        }),
      );
    }
    const elapsed = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    const figure = { name, requests: times.length, rps: times.length / elapsed, p50: percentile(times, 50), p99: percentile(times, 99), errors };
    console.log(
      `  ${name.padEnd(60)} ${figure.rps.toFixed(1).padStart(7)} req/s   p50 ${figure.p50.toFixed(1).padStart(7)} ms   p99 ${figure.p99.toFixed(1).padStart(7)} ms   (${figure.requests} istek${errors ? `, ${errors} hata: ${firstError}` : ''})`,
    );
    return figure;
  } finally {
    agent.destroy();
  }
}
