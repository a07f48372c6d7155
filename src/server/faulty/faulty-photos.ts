import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { type Db, queryRows } from '../db/sql.js';
import { notFoundError } from '../lib/app-error.js';
import type { ImageStore } from '../lib/image-store.js';
import { type FaultyScope, faultyScopeSql } from './faulty-scope.js';

/**
 * GET photo/:id: a ticket's photo from the private store, only to those who may see the ticket
 * (404 otherwise, as an unknown id). Private and not stored by shared caches: the bytes are the
 * dealer's customer's, not the catalogue's public images.
 */
export async function sendFaultyPhoto(db: Db, photos: ImageStore, scope: FaultyScope, id: number, reply: FastifyReply) {
  const [p] = await queryRows<{ storage_key: string; content_type: string }>(
    db,
    sql`select p.storage_key, p.content_type from faulty_product_photos p join faulty_product_tickets t on t.id = p.ticket_id
        where p.id = ${id} and ${faultyScopeSql(scope)}`,
  );
  // Streamed from the private store (the data folder or the bucket, never a link to it).
  const image = p && (await photos.open(p.storage_key));
  if (!image) throw notFoundError();
  if (image.size !== undefined) reply.header('content-length', image.size);
  return reply.header('content-type', p.content_type).header('cache-control', 'private, max-age=3600').send(image.body);
}
