import { sql } from 'drizzle-orm';
import type { Db } from '../sql.js';
import { mailTemplates, smsTemplates } from '../schema/index.js';
import { DEFAULT_MAIL_TEMPLATES, DEFAULT_SMS_TEMPLATES } from '../../notify/templates.js';
import { GIFT_CAMPAIGN_KEY } from '../../../shared/contract/gifts.js';
import { ORDER_ALLOW_LIST_KEY } from '../../users/own-user.js';

/** Reference data every installation needs (production too); never overwrites edits. */
export async function seedReference(db: Db) {
  await db.insert(smsTemplates).values(DEFAULT_SMS_TEMPLATES).onConflictDoNothing();
  await db.insert(mailTemplates).values(DEFAULT_MAIL_TEMPLATES).onConflictDoNothing();
  const params = [
    { key: ORDER_ALLOW_LIST_KEY, description: 'Sipariş yönetimi ekranlarını kullanabilen bayi kodları (virgülle ayrılmış)', value: '' },
    { key: 'NONE_STOCK_STATUS_MAX', description: 'Stok yok için en yüksek adet', value: '0' },
    { key: 'LIMITED_STOCK_STATUS_MAX', description: 'Stok limitli için en yüksek adet', value: '10' },
    { key: 'MAX_DISCOUNT_RATIO', description: 'En yüksek indirim oranı (%)', value: '10' },
    { key: 'NEW_PRODUCT_DAYS', description: "'Yeniler' etiketi: son kaç gün içinde onaylanan ürünler", value: '30' },
    // Issue 33: no gift campaign runs until an admin starts one (the demo seed does).
    { key: GIFT_CAMPAIGN_KEY, description: "Puanla hediye kampanyası: '1' sürüyor, '0' sona erdi", value: '0' },
    { key: 'SELL_BEST_PRODUCT_COUNT', description: "'Çok Satanlar' etiketi: son 30 günde en çok sipariş edilen ürün sayısı", value: '20' },
  ];
  for (const p of params) {
    await db.execute(sql`insert into parameters (key, description, value) select ${p.key}, ${p.description}, ${p.value}
      where not exists (select 1 from parameters where key = ${p.key} and reseller_code is null)`);
  }
}
