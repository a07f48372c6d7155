import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * The PWA's contracts without their schemas. An endpoint's body, params, query and response
 * schemas (and a list's filter and row) are for the server — it validates with them and writes
 * the OpenAPI document from them; the PWA only sends requests (method, path, roles) and never
 * validates an answer. So in the client build this plugin takes those properties out of every
 * `defineEndpoint({…})` and `defineList({…})` in src/shared/contract/, together with spreads
 * of `…Schemas(…)` helpers (contract/list.ts). Schemas that nothing else uses are then dropped
 * (zod's builders are marked pure, vite.config.ts), and a screen that validates no form — the
 * dealer's storefront — loads no zod at all: building a page's schemas was its longest task on a
 * phone. Forms keep the schemas they import. Source files, tests and the server are unchanged.
 */
const STRIPPED: Record<string, ReadonlySet<string>> = {
  defineEndpoint: new Set(['body', 'params', 'query', 'response']),
  defineList: new Set(['filter', 'row']),
};
const CONTRACT = /[\\/]src[\\/]shared[\\/]contract[\\/][^\\/]+\.ts$/;

const nameOf = (p: ts.ObjectLiteralElementLike) =>
  (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && ts.isIdentifier(p.name) ? p.name.text : undefined;
const isSchemaSpread = (p: ts.ObjectLiteralElementLike) =>
  ts.isSpreadAssignment(p) && ts.isCallExpression(p.expression) && ts.isIdentifier(p.expression.expression) && /Schemas$/.test(p.expression.expression.text);

/** The source with the schema properties of its endpoints and lists replaced by an empty spread (commas stay valid). */
export function stripContractSchemas(code: string, fileName = 'contract.ts'): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cuts: [number, number][] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && STRIPPED[node.expression.text]) {
      const arg = node.arguments[0];
      if (arg && ts.isObjectLiteralExpression(arg)) {
        for (const p of arg.properties) {
          const name = nameOf(p);
          if ((name && STRIPPED[node.expression.text].has(name)) || isSchemaSpread(p)) cuts.push([p.getStart(source), p.getEnd()]);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // An endpoint declared inside a stripped property goes with it (only the outermost cut counts).
  const outer = cuts.filter(([from, to]) => !cuts.some(([f, t]) => (f < from && t >= to) || (f <= from && t > to)));
  let out = code;
  for (const [from, to] of outer.sort((a, b) => b[0] - a[0])) out = `${out.slice(0, from)}...{}${out.slice(to)}`;
  return out;
}

export function clientContracts(): Plugin {
  return {
    name: 'client-contracts',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT.test(id.split('?')[0]) || id.includes('.test.')) return undefined;
      return { code: stripContractSchemas(code, id), map: null };
    },
  };
}
