import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';

/** Gifts (contract/gifts.ts): the catalogue, the dealer's requests, the admin's decisions. */
export async function giftRoutes(_deps: AppDeps, _app: FastifyInstance): Promise<void> {}
