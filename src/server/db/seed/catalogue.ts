import type { Db } from '../client.js';
import type { ImageStore } from '../../lib/image-store.js';

/** Demo catalogue: brands, categories, sub-categories, tolerances and products with images. */
export async function seedCatalogue(_db: Db, _images: ImageStore): Promise<void> {}
