import { config } from 'zod';
import { tr } from 'zod/locales';

// Turkish default messages, as shared/zod-tr.ts sets them on the server and in tests. Through
// zod's `config` export, not `z.config`: the client build treats calls on `z` as pure (vite.config.ts).
config(tr());
