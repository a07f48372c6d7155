import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';

/** Products, their approval workflow, pictures, spreadsheet import, tree and labels. */
export function registerModelRoutes(_app: FastifyInstance, _deps: AppDeps) {}
