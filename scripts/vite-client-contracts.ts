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
  // summary and description are the OpenAPI document's texts (server/openapi): no screen shows them.
  defineEndpoint: new Set(['body', 'params', 'query', 'response', 'summary', 'description']),
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

/** A node that evaluates a call when its expression runs (calls inside functions do not). */
function callsAtOnce(node: ts.Node): boolean {
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false;
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) return true;
  return ts.forEachChild(node, (child) => (callsAtOnce(child) ? true : undefined)) ?? false;
}

/**
 * Every module-level `const` of a schema file whose value is made by calls becomes
 * `/* @__PURE__ *\/ (() => (value))()`: a schema nothing imports is then dropped whole. zod's
 * own builders are marked pure (vite.config.ts), but not what is called on their results —
 * `z.string().nullable()`, `z.object({…}).superRefine(…)`, `base.extend({…})`, a helper's
 * `quantity(max)` — so such schemas stayed in the client build with zod itself, even where
 * only a constant beside them was used (the offline kit's outbox and sync: ~100 ms of zod at
 * start on a phone). A schema file's constants are values, never effects, so this is safe;
 * expression statements (effects) are left as they are.
 */
export function markConstantsPure(code: string, fileName = 'schemas.ts'): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const wraps: [number, number][] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const d of statement.declarationList.declarations) {
      if (d.initializer && callsAtOnce(d.initializer)) wraps.push([d.initializer.getStart(source), d.initializer.getEnd()]);
    }
  }
  let out = code;
  for (const [from, to] of wraps.sort((a, b) => b[0] - a[0])) out = `${out.slice(0, from)}/* @__PURE__ */ (() => (${out.slice(from, to)}))()${out.slice(to)}`;
  return out;
}

/** Shared files that build schemas: the contracts and those importing zod (not zod-tr.ts, which configures it). */
const SHARED = /[\\/]src[\\/]shared[\\/].+\.ts$/;
const isSchemaFile = (path: string, code: string) =>
  SHARED.test(path) && !path.includes('.test.') && !/[\\/]zod-tr\.ts$/.test(path) && (CONTRACT.test(path) || /from 'zod'/.test(code));

export function clientContracts(): Plugin {
  return {
    name: 'client-contracts',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0];
      if (!isSchemaFile(path, code)) return undefined;
      const stripped = CONTRACT.test(path) ? stripContractSchemas(code, id) : code;
      return { code: markConstantsPure(stripped, id), map: null };
    },
  };
}
