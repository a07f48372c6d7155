import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';

/** Brands, categories, sub-categories, tolerance ratios, supplies and enums. */
export function registerLookupRoutes(_app: FastifyInstance, _deps: AppDeps) {}
