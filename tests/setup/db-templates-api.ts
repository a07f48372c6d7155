import { buildDbTemplates } from '../support/db-templates.js';
import { dbKinds } from '../support/test-db.js';

/** globalSetup of the API tests: the seeded templates of every database kind they run on. */
export default () => buildDbTemplates(dbKinds());
