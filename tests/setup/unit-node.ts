// The node unit project's set-up: Turkish zod messages, as the app loads them.
import '../../src/shared/zod-tr.js';
