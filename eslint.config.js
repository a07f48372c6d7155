import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Structural rules only: which folder may import which, and no import cycles. Style is
 * left to the editor; these rules guard the area pattern (docs/architecture.md "The area pattern").
 */

const CLIENT = 'src/client';
// Everything in src/client that is not one of these folders is an area (auth, catalogue, …),
// so a new area is covered by the rules the day its folder appears.
const LAYERS = ['app', 'ui', 'lib', 'shell', 'theme', 'testing'];
const areas = readdirSync(CLIENT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !LAYERS.includes(entry.name))
  .map((entry) => entry.name);
const inClient = (...names) => names.map((name) => `${CLIENT}/${name}`);

const zones = [
  {
    target: inClient('ui', 'lib', 'testing'),
    from: inClient('app', 'shell', ...areas),
    message: 'ui/, lib/ and testing/ import only ui, lib, theme, testing and shared.',
  },
  {
    target: inClient('shell'),
    from: inClient('app', ...areas),
    message: 'The shell gets screens and bells from app/ (props or context), never from an area.',
  },
  ...areas.map((area) => ({
    target: inClient(area),
    from: inClient('app', 'shell', ...areas.filter((other) => other !== area)),
    message: 'An area imports only ui, lib, theme, testing and shared; what two areas share moves to ui/, lib/ or shared/.',
  })),
  {
    target: ['src/shared'],
    from: ['src/client', 'src/server', 'tests', 'scripts'],
    message: 'src/shared runs on both sides: it imports only src/shared and npm packages.',
  },
  { target: ['src/client'], from: ['src/server'], message: 'The client never imports server code.' },
  { target: ['src/server'], from: ['src/client'], message: 'The server never imports client code.' },
];

export default [
  { ignores: ['dist/**', 'node_modules/**'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // Without these the cycle check skips .ts/.tsx files and finds nothing.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Hook order is correctness; missing deps only warn (the code marks its deliberate exceptions).
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // <ion-icon> given an icon's data URL is role="img" without a name: a screen reader says
      // "image" for every button's icon (axe: role-img-alt). Decoration is aria-hidden; an icon that means something has aria-label.
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='IonIcon']:not(:has(JSXAttribute[name.name=/^aria-(hidden|label)$/]))",
          message: 'IonIcon needs aria-hidden="true" (decoration) or aria-label (an icon that means something).',
        },
      ],
    },
  },
];
