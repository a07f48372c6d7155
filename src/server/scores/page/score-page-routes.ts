import type { FastifyInstance } from 'fastify';
import { approveWaitingScores, cancelWaitingScores, getResellerScore, SCORE_TRANSACTION_TYPES, SCORE_TYPE_LABELS, scoreHistoryList, scoreTypes, waitingScoreList } from '../../../shared/contract/scores.js';
import type { AppDeps } from '../../deps.js';
import { registerList } from '../../lib/list-routes.js';
import { registerEndpoint } from '../../plugins/access-guard.js';
import { approveScores } from './score-approve.js';
import { cancelScores } from './score-cancel-request.js';
import { historyListSql } from './score-history-sql.js';
import { waitingListSql } from './score-page-sql.js';
import { resellerScoreOf, scoreResellerOf } from './score-reseller.js';

/**
 * The dealer's score page /resellerScoreTransactions (contract scores.ts; spec 3 §2.13, §7): the
 * balance, the pending list with its approval and cancel request, the whole ledger and the type
 * filter's options. Roles come from the contract (the route table); every call works on the
 * caller's login reseller (score-reseller.ts), never on one it names.
 */
export async function scorePageRoutes(deps: AppDeps, app: FastifyInstance): Promise<void> {
  const { db } = deps;
  const types = SCORE_TRANSACTION_TYPES.map((key) => ({ key, value: SCORE_TYPE_LABELS[key] }));

  registerEndpoint(app, deps, getResellerScore, async ({ user }) => resellerScoreOf(db, scoreResellerOf(user)));
  registerEndpoint(app, deps, scoreTypes, async () => types);
  registerList(app, deps, waitingScoreList, waitingListSql);
  registerList(app, deps, scoreHistoryList, historyListSql);
  registerEndpoint(app, deps, approveWaitingScores, async ({ body, user }) => approveScores(db, scoreResellerOf(user), body.transactionsIdList));
  registerEndpoint(app, deps, cancelWaitingScores, async ({ body, user }) => cancelScores(db, scoreResellerOf(user), user.id, body.transactionsIdList));
}
