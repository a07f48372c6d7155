import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type Gift, GIFT_MSG, giftRequest } from '../../../shared/contract/gifts.js';
import { call } from '../../lib/api.js';
import { handleError } from '../../lib/error-handler.js';
import { toast } from '../../lib/toast.js';
import { confirm } from '../../ui/dialogs/confirm.js';
import { giftRequestKeys } from './gift-request-queries.js';

/**
 * 'Hediyeyi Al' (contract gifts.ts): asked in a confirmation with the gift's name and score, then
 * the login reseller's request; on success the spec-style toast and the balances read again (the
 * score is spent at once). A refusal (short balance, passive gift, campaign ended) shows the
 * server's words through the generic handler. One request at a time: `pending` is the gift asked for.
 */
export function useGiftRequest() {
  const client = useQueryClient();
  const [pending, setPending] = useState<number | null>(null);
  const request = async (gift: Gift) => {
    if (pending !== null) return;
    if (!(await confirm({ header: GIFT_MSG.request, message: GIFT_MSG.confirmRequest(gift.name, gift.giftScore), confirmText: GIFT_MSG.request, cancelText: 'Vazgeç' }))) return;
    setPending(gift.id);
    try {
      await call(giftRequest, { params: { id: gift.id } });
      toast.success(GIFT_MSG.requested);
    } catch (error) {
      handleError(error);
    } finally {
      setPending(null);
      // After a refusal too: the balance or the campaign may have changed meanwhile.
      await client.invalidateQueries({ queryKey: giftRequestKeys.all });
    }
  };
  return { request, pending };
}
