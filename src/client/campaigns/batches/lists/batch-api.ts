import { type CodeKind, passBatchApi, serialBatchApi } from '../../../../shared/contract/code-batches.js';

/** The endpoints and lists of one kind (both kinds have the same shape). */
export const batchApiOf = (kind: CodeKind) => (kind === 'serial' ? serialBatchApi : passBatchApi);
