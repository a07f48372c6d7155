import { AppPage } from '../../ui/app-page.js';
import { ScoreBalance } from './score-balance.js';
import { ScoreHistory } from './score-history.js';
import { WaitingScores } from './waiting-scores.js';
import './score-page.css';

/**
 * /resellerScoreTransactions 'Bayi Puan İşlemleri' (RESELLER_ADMIN; spec 3 §2.13): the login
 * reseller's balances, its pending transactions to approve or cancel, and — when opened — every
 * score transaction.
 */
export default function ScorePage() {
  return (
    <AppPage>
      <ScoreBalance />
      <WaitingScores />
      <ScoreHistory />
    </AppPage>
  );
}
