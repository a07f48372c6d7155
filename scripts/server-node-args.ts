import { readFileSync } from 'node:fs';

/**
 * The Node flags `npm start` runs the server with (package.json's start script: `node <flags>
 * --import tsx src/server/main.ts`), so that a bench measures the server as it is run.
 */
export function serverNodeArgs(): string[] {
  const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start;
  const match = /\bnode((?: --[\w-]+(?:=\S+)?)*) --import tsx src\/server\/main\.ts/.exec(start);
  if (!match) throw new Error('package.json start: `node <flags> --import tsx src/server/main.ts` expected');
  return match[1].split(' ').filter(Boolean);
}
