import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CodeKind, passBatchApi, serialBatchApi } from '../../../../shared/contract/code-batches.js';
import type { BodyOf } from '../../../../shared/contract/endpoint.js';
import { call } from '../../../lib/api.js';
import { storeBatchId } from '../batch-storage.js';
import { batchKeys } from '../batch-keys.js';

/** Spec 1 §9: serial and password creation may take 600 s. */
export const CREATE_TIMEOUT_MS = 600_000;

type CreateEndpoint<K extends CodeKind> = K extends 'serial' ? typeof serialBatchApi.create : typeof passBatchApi.create;
const createOf = <K extends CodeKind>(kind: K) => (kind === 'serial' ? serialBatchApi.create : passBatchApi.create) as CreateEndpoint<K>;

/**
 * Sends a new batch (one Idempotency-Key per press, so a resent request never makes it twice).
 * A refusal shows the server's words for 4 s (the generic handler); on success the id is
 * stored and `onCreated` gets it.
 */
export function useCreateBatch<K extends CodeKind>(kind: K, onCreated: (id: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<CreateEndpoint<K>>) =>
      call(createOf(kind), { body, timeoutMs: CREATE_TIMEOUT_MS, headers: { 'Idempotency-Key': crypto.randomUUID() } }),
    onSuccess: (title) => {
      storeBatchId(kind, title.id);
      client.setQueryData(batchKeys.title(kind, title.id), title);
      onCreated(title.id);
    },
  });
}
