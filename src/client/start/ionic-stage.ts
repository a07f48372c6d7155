/**
 * The second of the start's evaluation steps (src/client/boot.ts): Ionic's runtime and its React
 * bindings, in a task of their own before the app's modules. (The export keeps the bundler from
 * dropping the import.)
 */
export { setupIonicReact } from '@ionic/react';
