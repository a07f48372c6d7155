import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UPLOAD_TIMEOUT_MS } from '../../../shared/catalogue.js';
import { transferUpload, type TransferUploadResult } from '../../../shared/contract/serial-transfers.js';
import type { ErrorEnvelope } from '../../../shared/errors.js';
import { LEDGER_MSG } from '../../../shared/ledger.js';
import { ApiError, upload } from '../../lib/api.js';
import { planError } from '../../lib/error-handler.js';
import { showToast, toast } from '../../lib/toast.js';
import { serialKeys } from '../serial-queries.js';

/** Whether a refusal's envelope carries words of its own (a message, a business text or field errors). */
const hasWords = (body: ErrorEnvelope | null): body is ErrorEnvelope =>
  !!body && (!!body.description || !!body.message || !!body.fields?.[0] || (body.errors ?? []).some((e) => !!e.message));

/** The server's words for a refused file (400/422 with an envelope), as the generic handler would read them; null for any other failure. */
export function refusalTexts(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 422) || !hasWords(error.body)) return null;
  return planError(error.status, error.body).toasts.map((t) => t.text);
}

export const hasRejects = (r: TransferUploadResult) => r.notFoundSerialNoList.length + r.soldSerialNoList.length + r.alreadyExistSerialNoList.length > 0;

/**
 * Sends a transfer file (spec 2 §2.11, §8) and says how it went: every serial moved → success;
 * some refused → a warning, and the three lists stay on the page (`result`) for the dealer to read;
 * a refused file → the server's words, sticky (the file has to be fixed, the toast must not
 * vanish while the dealer looks at it); any other failure → 'Bayi Seri No Devir Excel`i Yüklenemedi'.
 * Any answer reloads the lists: the moved units left a reseller's stock and a transfer row appeared.
 */
export function useTransferUpload() {
  const client = useQueryClient();
  const [result, setResult] = useState<TransferUploadResult | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => upload(transferUpload, { files: [file], timeoutMs: UPLOAD_TIMEOUT_MS }),
    // The outcomes below are this screen's own texts, not the generic handler's.
    meta: { silent: true },
    onMutate: () => setResult(null),
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: serialKeys.lists() });
      if (hasRejects(answer)) {
        setResult(answer);
        toast.warn(LEDGER_MSG.uploadPartial, 5000);
      } else {
        toast.success(LEDGER_MSG.uploadDone);
      }
    },
    onError: (error) => {
      const words = refusalTexts(error);
      if (words) for (const text of words) showToast('error', text, 4000, true);
      else toast.error(LEDGER_MSG.uploadFailed, 4000);
    },
  });
  return { send: (file: File) => mutation.mutate(file), busy: mutation.isPending, result, dismiss: () => setResult(null) };
}
