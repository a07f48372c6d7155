import { z } from 'zod';

/**
 * Number building blocks for every contract input that lands in an int4 column. zod's
 * `int()` allows up to 2^53; PostgreSQL refuses anything past 2^31 - 1 with an error that
 * would surface as a 500, so the bound belongs in the schema and answers 400.
 */
export const INT4_MAX = 2_147_483_647;

/** An id in a JSON body. */
export const idSchema = z.number().int().positive().max(INT4_MAX);

/** An id that arrives as text (path, query string, multipart field). */
export const coercedIdSchema = z.coerce.number().int().positive().max(INT4_MAX);
