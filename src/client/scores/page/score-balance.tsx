import { SCORE_MSG } from '../../../shared/contract/scores.js';
import { formatQuantity } from '../../../shared/format.js';
import { DetailFields } from '../../ui/detail-fields.js';
import { useResellerScore } from './score-queries.js';

/** The page's header (spec 3 §2.13): the reseller's code, its approved and unapproved points. */
export function ScoreBalance() {
  const { data } = useResellerScore();
  return (
    <div className="score-balance">
      <DetailFields
        testId="score-balance"
        fields={[
          [SCORE_MSG.resellerCode, data?.resellerCode, 'reseller'],
          [SCORE_MSG.approvedScore, data && formatQuantity(data.approvedScore), 'approved'],
          [SCORE_MSG.unapprovedScore, data && formatQuantity(data.unapprovedScore), 'unapproved'],
        ]}
      />
    </div>
  );
}
