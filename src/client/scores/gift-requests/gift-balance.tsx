import type { ResellerScore } from '../../../shared/contract/scores.js';
import { SCORE_MSG } from '../../../shared/contract/scores.js';
import { formatQuantity } from '../../../shared/format.js';
import { DetailFields } from '../../ui/detail-fields.js';

/** The login reseller's balances over the gift grid: what it may spend (approved) and what waits (unapproved). */
export function GiftBalance({ score }: { score: ResellerScore }) {
  return (
    <DetailFields
      testId="gift-balance"
      fields={[
        [SCORE_MSG.resellerCode, `${score.resellerCode} ${score.resellerName}`, 'code'],
        [SCORE_MSG.approvedScore, formatQuantity(score.approvedScore), 'approved'],
        [SCORE_MSG.unapprovedScore, formatQuantity(score.unapprovedScore), 'unapproved'],
      ]}
    />
  );
}
