import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';

/** The dealer's score page /resellerScoreTransactions (contract/scores.ts). */
export async function scorePageRoutes(_deps: AppDeps, _app: FastifyInstance): Promise<void> {}
