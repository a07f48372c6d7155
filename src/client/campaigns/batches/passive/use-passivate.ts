import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BATCH_MSG, passiveSerialDeactivate, type PassiveSerialFilter } from '../../../../shared/contract/code-batches.js';
import { formatQuantity } from '../../../../shared/format.js';
import { call } from '../../../lib/api.js';
import { toast } from '../../../lib/toast.js';
import { batchKeys } from '../batch-keys.js';

/** The chosen serials, or (none chosen) every serial the search found. */
export type PassivateTarget = { serialIdList: number[] } | { filter: PassiveSerialFilter };

/** 'Seri numaralar pasif duruma getirildi. (3 adet)' — the spec's text with how many it turned off. */
export const passivatedText = (count: number) => `${BATCH_MSG.passivated} (${formatQuantity(count)} adet)`;

/** Deactivates serials; the spec's texts either way, then every serial list and the summary refresh. */
export function usePassivate(onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (target: PassivateTarget) => call(passiveSerialDeactivate, { body: target }),
    onSuccess: ({ count }) => toast.success(passivatedText(count)),
    onError: () => toast.error(BATCH_MSG.passiveFailed),
    onSettled: () => {
      onDone();
      return client.invalidateQueries({ queryKey: batchKeys.all('serial') });
    },
  });
}
