/**
 * The demo seed's steps as the first start prints them (main.ts): the first start of the
 * embedded database seeds for several minutes, and a console that stays silent that long looks
 * stuck. Each step is reported when it ends, with its seconds; tests and scripts pass no reporter.
 */
export type SeedProgress = (line: string) => void;

/** Seconds as Turkish text writes them: one decimal, a decimal comma (12,3 sn). */
export const seedSeconds = (ms: number) => `${(Math.max(0, ms) / 1000).toFixed(1).replace('.', ',')} sn`;

/** The heading printed before the first step. */
export const SEED_HEADING = '\n  İlk başlangıç: demo verisi yükleniyor (gömülü veritabanında birkaç dakika sürer; sonraki başlangıçlarda atlanır):';

/** The line of a finished step: its label, then its seconds in a column. */
export const seedStepLine = (label: string, ms: number) => `    ${label.padEnd(52)} ${seedSeconds(ms).padStart(9)}`;

/** Runs one step and reports it when it ends (a failing step reports nothing: the start stops with its error). */
export async function seedStep<T>(progress: SeedProgress | undefined, label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  progress?.(seedStepLine(label, performance.now() - started));
  return result;
}
