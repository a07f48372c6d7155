/**
 * The first of the start's evaluation steps (src/client/boot.ts): React and React DOM. Importing
 * this module runs theirs, in a task of its own; main.tsx's own import of them then finds them
 * run. (The exports keep the bundler from dropping the imports.)
 */
export { startTransition } from 'react';
export { createRoot } from 'react-dom/client';
