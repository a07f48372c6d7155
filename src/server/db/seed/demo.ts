import { eq, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/access.js';
import { type Db, inTransaction } from '../sql.js';
import { disties, parameters, resellers, supplies, supplyDisties, userResellers, users } from '../schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { ORDER_ALLOW_LIST_KEY } from '../../users/own-user.js';
import type { ImageStore } from '../../lib/image-store.js';
import { seedServiceUser, seedStock } from './stock.js';
import { seedStorefront } from './storefront.js';
import { seedOrders } from './orders.js';
import { seedCatalogue } from './catalogue.js';
import { seedNamedResellers, seedResellerTree } from './resellers.js';
import { seedCampaigns } from './campaigns.js';
import { seedCodeBatches } from './code-batches.js';
import { seedLedger } from './ledger.js';
import { seedSales } from './sales.js';
import { seedFaulty } from './faulty.js';
import { seedScores } from './scores.js';
import { SEED_HEADING, type SeedProgress, seedStep } from './seed-progress.js';

export const DEMO_PASSWORD = 'demo1234';

interface DemoUser {
  username: string;
  name: string;
  surname: string;
  gsmNo: string;
  email: string;
  roles: Role[];
  supply?: string;
  disty?: string;
  resellers?: string[];
}

/** One user per role: username = role in lower case, password demo1234 (development only). */
export const DEMO_USERS: DemoUser[] = [
  { username: 'ttg_admin', name: 'Ahmet', surname: 'Yılmaz', gsmNo: '5321110001', email: 'ahmet.yilmaz@ttgrup.com.tr', roles: ['TTG_ADMIN'] },
  { username: 'ttg_user', name: 'Zeynep', surname: 'Kaya', gsmNo: '5321110002', email: 'zeynep.kaya@ttgrup.com.tr', roles: ['TTG_USER'] },
  { username: 'ttg_customer_service', name: 'Elif', surname: 'Demir', gsmNo: '5321110003', email: 'elif.demir@ttgrup.com.tr', roles: ['TTG_CUSTOMER_SERVICE'] },
  { username: 'supply_admin', name: 'Mehmet', surname: 'Öztürk', gsmNo: '5332220001', email: 'mehmet.ozturk@anadoluaksesuar.com.tr', roles: ['SUPPLY_ADMIN'], supply: 'TDR001' },
  { username: 'supply_user', name: 'Ayşe', surname: 'Çelik', gsmNo: '5332220002', email: 'ayse.celik@anadoluaksesuar.com.tr', roles: ['SUPPLY_USER'], supply: 'TDR001' },
  { username: 'disty_admin', name: 'Mustafa', surname: 'Şahin', gsmNo: '5343330001', email: 'mustafa.sahin@bogazicidagitim.com.tr', roles: ['DISTY_ADMIN'], disty: 'DST001' },
  { username: 'disty_user', name: 'Fatma', surname: 'Arslan', gsmNo: '5343330002', email: 'fatma.arslan@bogazicidagitim.com.tr', roles: ['DISTY_USER'], disty: 'DST001' },
  { username: 'reseller_admin', name: 'Emre', surname: 'Koç', gsmNo: '5354440001', email: 'emre.koc@kadikoyiletisim.com.tr', roles: ['RESELLER_ADMIN'], resellers: ['BY10001'] },
  { username: 'reseller_user', name: 'Selin', surname: 'Aydın', gsmNo: '5354440002', email: 'selin.aydin@kadikoyiletisim.com.tr', roles: ['RESELLER_USER'], resellers: ['BY10001'] },
];

const SUPPLIES = [
  { code: 'TDR001', name: 'Anadolu Aksesuar Tedarik A.Ş.', shippingName: 'Yurtiçi Kargo', postCode: '34776', address: 'Dudullu OSB 1. Cad. No:12 Ümraniye/İstanbul', phoneNumber: '2164440101' },
  { code: 'TDR002', name: 'Marmara Teknoloji Ürünleri Ltd. Şti.', shippingName: 'Aras Kargo', postCode: '16140', address: 'Nilüfer OSB Karanfil Sk. No:4 Nilüfer/Bursa', phoneNumber: '2244440202' },
  { code: 'TDR003', name: 'Ege Mobil Aksesuar San. ve Tic. A.Ş.', shippingName: 'MNG Kargo', postCode: '35620', address: 'Atatürk OSB 10001 Sk. No:8 Çiğli/İzmir', phoneNumber: '2324440303' },
];

const DISTIES = [
  { code: 'DST001', name: 'Boğaziçi Dağıtım A.Ş.' },
  { code: 'DST002', name: 'Karadeniz Elektronik Dağıtım Ltd. Şti.' },
  { code: 'DST003', name: 'İç Anadolu Dağıtım A.Ş.' },
];

/** Seeds the demo organisation once (skipped when any user exists). */
export async function seedDemo(
  db: Db,
  images: ImageStore,
  opts: { ledgerUnits?: number; faultyPhotos?: ImageStore; progress?: SeedProgress } = {},
): Promise<boolean> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (n > 0) return false;
  const { progress } = opts;
  progress?.(SEED_HEADING);
  const step = <T>(label: string, work: () => Promise<T>) => seedStep(progress, label, work);
  await step('tedarikçiler, distribütörler, bayiler, kullanıcılar', () => seedOrganisations(db));
  await step('kampanyalar ve kod partileri', async () => {
    await seedCampaigns(db);
    await seedCodeBatches(db);
  });
  await step('katalog ve görseller', () => seedCatalogue(db, images));
  // Stock through the ingestion service (as a distributor's system sends it), after the catalogue.
  await step('distribütör stokları ve vitrin', async () => {
    await seedServiceUser(db);
    await seedStock(db);
    await seedStorefront(db);
  });
  // A few orders of BY10001 in every status, through the order services (they reserve stock).
  await step('siparişler', () => seedOrders(db));
  // Serial-numbered units through the ledger's feeds (issue 30), after the catalogue and resellers.
  await step('seri numaralı birimler (fatura, dağıtım, transfer)', () => seedLedger(db, opts.ledgerUnits ?? 0));
  // Six months of sales of that stock through the sales feed, and the cancel queue (issue 31).
  await step('satışlar ve iptal kuyruğu', () => seedSales(db));
  // Faulty-product tickets on sold units, with photos in the private store (issue 32); after the sales.
  const { faultyPhotos } = opts;
  if (faultyPhotos) await step('arızalı ürün kayıtları ve fotoğrafları', () => seedFaulty(db, faultyPhotos));
  // Score approvals and cancels, the gift catalogue and its requests, a running gift campaign (issue 33); after the sales.
  await step('puanlar ve hediyeler', () => seedScores(db, images));
  return true;
}

/** The suppliers, distributors, named resellers and demo users (one transaction), then the reseller tree. */
async function seedOrganisations(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await inTransaction(db, async (tx) => {
    const supplyRows = await tx.insert(supplies).values(SUPPLIES).returning();
    const distyRows = await tx.insert(disties).values(DISTIES).returning();
    const supplyId = (code: string) => supplyRows.find((s) => s.code === code)!.id;
    const distyId = (code: string) => distyRows.find((d) => d.code === code)!.id;
    await tx.insert(supplyDisties).values([
      { supplyId: supplyId('TDR001'), distyId: distyId('DST001') },
      { supplyId: supplyId('TDR001'), distyId: distyId('DST002') },
      { supplyId: supplyId('TDR002'), distyId: distyId('DST001') },
      { supplyId: supplyId('TDR003'), distyId: distyId('DST003') },
    ]);
    // The named resellers through the reseller feed (as the operator's systems send them).
    await seedNamedResellers(tx);
    const resellerIds = new Map((await tx.select({ id: resellers.id, code: resellers.code }).from(resellers)).map((r) => [r.code, r.id]));
    for (const u of DEMO_USERS) {
      const [row] = await tx
        .insert(users)
        .values({
          username: u.username,
          passwordHash,
          name: u.name,
          surname: u.surname,
          gsmNo: u.gsmNo,
          email: u.email,
          roles: u.roles,
          supplyId: u.supply ? supplyId(u.supply) : null,
          distyId: u.disty ? distyId(u.disty) : null,
          loginResellerId: u.resellers ? resellerIds.get(u.resellers[0])! : null,
        })
        .returning({ id: users.id });
      for (const code of u.resellers ?? []) await tx.insert(userResellers).values({ userId: row.id, resellerId: resellerIds.get(code)! });
    }
    await tx.update(parameters).set({ value: 'BY10001,BY10002,BY10003' }).where(eq(parameters.key, ORDER_ALLOW_LIST_KEY));
  });
  await seedResellerTree(db);
}
