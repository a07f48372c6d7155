import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { splitWrappers } from './vite-ionic-per-component.js';

const require = createRequire(import.meta.url);
const dist = require.resolve('@ionic/react').replace(/index\.cjs\.js$|index\.js$/, 'index.js');

describe('Ionic wrappers, one module each', () => {
  const modules = splitWrappers(readFileSync(dist, 'utf8'), dist);

  it('splits the plain, overlay and routing wrappers', () => {
    for (const name of ['IonSelect', 'IonModal', 'IonPopover', 'IonButton', 'IonItem']) expect(modules.has(name), name).toBe(true);
  });

  it('has a routing component define its element with the ones it renders (the ripple effect)', () => {
    const button = modules.get('IonButton')!;
    expect(button).toContain("import { defineCustomElement as __defineWithDependencies } from '@ionic/core/components/ion-button.js';");
    expect(button).toMatch(/__defineWithDependencies\(\);\n\s*return createRoutingComponent\('ion-button'/);
    expect(modules.get('IonModal')).not.toContain('__defineWithDependencies');
  });
});
