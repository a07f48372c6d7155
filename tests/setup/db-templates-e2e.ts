import { buildDbTemplates } from '../support/db-templates.js';
import { dbKinds } from '../support/test-db.js';

/** globalSetup of the browser tests: the seeded template of the one kind their servers use (tests/e2e/support/server.ts). */
export default () => buildDbTemplates(dbKinds().includes('postgres') ? ['postgres'] : ['pglite']);
