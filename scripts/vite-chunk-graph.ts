/** A build chunk as the preload plugins read it (Vite's output chunk, the fields they use). */
export type Chunk = { type: 'chunk'; fileName: string; imports: string[]; dynamicImports: string[]; facadeModuleId: string | null; moduleIds: string[]; viteMetadata?: { importedCss: Set<string> } };

/** The bundle's chunks (no assets). */
export const chunksOf = (bundle: Record<string, { type: string }>) => Object.values(bundle).filter((c) => c.type === 'chunk') as unknown as Chunk[];

/**
 * The files loading `start` brings: the chunk, every chunk it imports statically (transitively)
 * and their stylesheets, in visiting order; added to `into` when given (files already there are
 * not visited again).
 */
export function chunkClosure(start: Chunk, chunks: readonly Chunk[], into = new Set<string>()): Set<string> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const visit = (c: Chunk) => {
    if (into.has(c.fileName)) return;
    into.add(c.fileName);
    for (const css of c.viteMetadata?.importedCss ?? []) into.add(css);
    for (const dep of c.imports) {
      const next = byName.get(dep);
      if (next) visit(next);
    }
  };
  visit(start);
  return into;
}

/** The chunk whose entry module's path ends with `modulePath` ('/src/client/main.tsx'). */
export const chunkOfEntry = (chunks: readonly Chunk[], modulePath: string) => chunks.find((c) => c.facadeModuleId?.replace(/\\/g, '/').endsWith(modulePath));
