import type { ResellerIngestRow } from '../../../shared/contract/ingest.js';
import { ingestResellers } from '../../ingest/reseller-service.js';
import { type Db, inTransaction } from '../sql.js';

/**
 * The demo's reseller tree (issue 13), loaded through the reseller feed of the ingestion API
 * (the service behind POST /api/ingest/resellers), as the operator's systems would send it:
 * ≈ 2,000 resellers — about 180 main dealers across Turkey's regions, each with 5–15
 * sub-dealers in its province — beside the five named ones the demo accounts use.
 */
type Row = Omit<ResellerIngestRow, 'active' | 'approvedScore' | 'unapprovedScore'> & { active?: boolean; approvedScore?: number; unapprovedScore?: number };

/** The named demo resellers (the demo users belong to them; BY10001–BY10003 may order). */
export const NAMED_RESELLERS: Row[] = [
  { code: 'BY10001', name: 'Kadıköy İletişim', parentCode: null, distyCode: 'DST001', resellerType: 'TTM', mainArea: 'İstanbul Anadolu', area: 'Kadıköy', province: 'İstanbul', district: 'Kadıköy', addressText: 'Caferağa Mah. Moda Cad. No:45', phoneNumber: '2163450001', email: 'info@kadikoyiletisim.com.tr', approvedScore: 1250, unapprovedScore: 180 },
  { code: 'BY10002', name: 'Moda GSM', parentCode: 'BY10001', distyCode: 'DST001', resellerType: 'BAYI', mainArea: 'İstanbul Anadolu', area: 'Kadıköy', province: 'İstanbul', district: 'Kadıköy', addressText: 'Caferağa Mah. Bahariye Cad. No:12', phoneNumber: '2163450002', email: 'info@modagsm.com.tr' },
  { code: 'BY10003', name: 'Fenerbahçe Telekom', parentCode: 'BY10001', distyCode: 'DST001', resellerType: 'BAYI', mainArea: 'İstanbul Anadolu', area: 'Kadıköy', province: 'İstanbul', district: 'Kadıköy', addressText: 'Fenerbahçe Mah. Fener Kalamış Cad. No:7', phoneNumber: '2163450003', email: 'info@fenerbahcetelekom.com.tr' },
  { code: 'BY20001', name: 'Çankaya İletişim Merkezi', parentCode: null, distyCode: 'DST003', resellerType: 'EDM', mainArea: 'İç Anadolu', area: 'Çankaya', province: 'Ankara', district: 'Çankaya', addressText: 'Kızılay Mah. Atatürk Blv. No:101', phoneNumber: '3124560001', email: 'info@cankayailetisim.com.tr' },
  { code: 'BY30001', name: 'Konak Mobil', parentCode: null, distyCode: 'DST002', resellerType: 'BAYI', mainArea: 'Ege', area: 'Konak', province: 'İzmir', district: 'Konak', addressText: 'Alsancak Mah. Kıbrıs Şehitleri Cad. No:30', phoneNumber: '2324560001', email: 'info@konakmobil.com.tr' },
];

/** Regions → provinces → districts (a realistic spread, not the whole map). */
const REGIONS: { mainArea: string; disty: string; area: string; phone: string; provinces: Record<string, string[]> }[] = [
  { mainArea: 'İstanbul Anadolu', disty: 'DST001', area: 'İstanbul', phone: '216', provinces: { İstanbul: ['Üsküdar', 'Ataşehir', 'Maltepe', 'Kartal', 'Pendik', 'Ümraniye', 'Beykoz', 'Tuzla', 'Sancaktepe', 'Çekmeköy'] } },
  { mainArea: 'İstanbul Avrupa', disty: 'DST001', area: 'İstanbul', phone: '212', provinces: { İstanbul: ['Beşiktaş', 'Şişli', 'Bakırköy', 'Fatih', 'Beyoğlu', 'Esenyurt', 'Bağcılar', 'Sarıyer', 'Avcılar', 'Başakşehir'] } },
  { mainArea: 'Marmara', disty: 'DST001', area: 'Marmara', phone: '224', provinces: { Bursa: ['Osmangazi', 'Nilüfer', 'Yıldırım', 'İnegöl'], Kocaeli: ['İzmit', 'Gebze', 'Darıca'], Tekirdağ: ['Çorlu', 'Süleymanpaşa'], Balıkesir: ['Karesi', 'Bandırma'] } },
  { mainArea: 'Ege', disty: 'DST002', area: 'Ege', phone: '232', provinces: { İzmir: ['Karşıyaka', 'Bornova', 'Buca', 'Çiğli', 'Bayraklı'], Manisa: ['Yunusemre', 'Şehzadeler', 'Akhisar'], Aydın: ['Efeler', 'Nazilli', 'Kuşadası'], Denizli: ['Pamukkale', 'Merkezefendi'], Muğla: ['Bodrum', 'Fethiye', 'Menteşe'] } },
  { mainArea: 'Akdeniz', disty: 'DST002', area: 'Akdeniz', phone: '242', provinces: { Antalya: ['Muratpaşa', 'Kepez', 'Konyaaltı', 'Alanya', 'Manavgat'], Mersin: ['Yenişehir', 'Mezitli', 'Tarsus'], Adana: ['Seyhan', 'Çukurova', 'Yüreğir'], Hatay: ['Antakya', 'İskenderun'] } },
  { mainArea: 'İç Anadolu', disty: 'DST003', area: 'İç Anadolu', phone: '312', provinces: { Ankara: ['Keçiören', 'Yenimahalle', 'Mamak', 'Etimesgut', 'Sincan'], Konya: ['Selçuklu', 'Meram', 'Karatay'], Kayseri: ['Melikgazi', 'Kocasinan'], Eskişehir: ['Odunpazarı', 'Tepebaşı'] } },
  { mainArea: 'Karadeniz', disty: 'DST002', area: 'Karadeniz', phone: '462', provinces: { Samsun: ['İlkadım', 'Atakum', 'Canik'], Trabzon: ['Ortahisar', 'Akçaabat'], Ordu: ['Altınordu', 'Ünye'], Zonguldak: ['Ereğli', 'Merkez'] } },
  { mainArea: 'Doğu ve Güneydoğu Anadolu', disty: 'DST003', area: 'Doğu', phone: '342', provinces: { Gaziantep: ['Şahinbey', 'Şehitkamil'], Diyarbakır: ['Kayapınar', 'Bağlar', 'Yenişehir'], Erzurum: ['Yakutiye', 'Palandöken'], Malatya: ['Battalgazi', 'Yeşilyurt'], Van: ['İpekyolu', 'Tuşba'] } },
];

const SUFFIXES = ['İletişim', 'GSM', 'Telekom', 'Mobil', 'Elektronik', 'Teknoloji', 'Cep Dünyası', 'İletişim Merkezi', 'Bilişim', 'Aksesuar'];
const STREETS = ['Atatürk Cad.', 'Cumhuriyet Cad.', 'İstiklal Cad.', 'Gazi Blv.', 'Hürriyet Cad.', 'İnönü Cad.', 'Fatih Sok.', 'Menderes Cad.', 'Zafer Sok.', 'Barış Cad.'];
const NEIGHBOURHOODS = ['Merkez Mah.', 'Yeni Mah.', 'Çarşı Mah.', 'Cumhuriyet Mah.', 'Fatih Mah.', 'Yıldız Mah.', 'Gazi Mah.', 'Bahçelievler Mah.'];

/** A small deterministic generator: the same tree on every machine. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const ascii = (text: string) =>
  text
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşüâî]/g, (c) => ({ ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u', â: 'a', î: 'i' })[c]!)
    .replace(/[^a-z0-9]+/g, '');

/** ≈ 2,000 generated resellers, parents first (codes BY4xxxx for main dealers, BY5xxxx for sub-dealers). */
export function generatedResellers(target = 2000): Row[] {
  const rnd = random(20261125);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)];
  const rows: Row[] = [];
  let main = 0;
  let sub = 0;
  const places = REGIONS.flatMap((r) => Object.entries(r.provinces).flatMap(([province, districts]) => districts.map((district) => ({ ...r, province, district }))));
  const usedNames = new Set<string>();
  const nameFor = (district: string) => {
    for (;;) {
      const name = `${district} ${pick(SUFFIXES)}${rnd() < 0.3 ? ` ${pick(['Ltd. Şti.', 'A.Ş.', 'San. Tic.'])}` : ''}`;
      const unique = usedNames.has(name) ? `${name} ${usedNames.size % 97}` : name;
      if (!usedNames.has(unique)) {
        usedNames.add(unique);
        return unique;
      }
    }
  };
  const contact = (place: (typeof places)[number], name: string, n: number) => ({
    phoneNumber: `${place.phone}${String(1000000 + ((n * 7919) % 9000000)).slice(0, 7)}`,
    email: `info@${ascii(name).slice(0, 24)}.com.tr`,
    addressText: `${pick(NEIGHBOURHOODS)} ${pick(STREETS)} No:${1 + Math.floor(rnd() * 180)}`,
  });
  for (let p = 0; rows.length < target; p = (p + 1) % places.length) {
    const place = places[p];
    const code = `BY${40000 + ++main}`;
    const name = nameFor(place.district);
    rows.push({
      code,
      name,
      parentCode: null,
      distyCode: place.disty,
      resellerType: rnd() < 0.15 ? 'TTM' : rnd() < 0.3 ? 'EDM' : 'BAYI',
      mainArea: place.mainArea,
      area: place.area,
      province: place.province,
      district: place.district,
      active: rnd() > 0.03,
      approvedScore: Math.floor(rnd() * 5000),
      unapprovedScore: Math.floor(rnd() * 400),
      ...contact(place, name, main),
    });
    const children = 5 + Math.floor(rnd() * 11);
    const districts = REGIONS.find((r) => r.mainArea === place.mainArea)!.provinces[place.province];
    for (let c = 0; c < children && rows.length < target; c++) {
      const district = pick(districts);
      const childName = nameFor(district);
      rows.push({
        code: `BY${50000 + ++sub}`,
        name: childName,
        parentCode: code,
        distyCode: place.disty,
        resellerType: 'BAYI',
        mainArea: place.mainArea,
        area: place.area,
        province: place.province,
        district,
        active: rnd() > 0.05,
        approvedScore: Math.floor(rnd() * 1500),
        unapprovedScore: Math.floor(rnd() * 150),
        ...contact({ ...place, district }, childName, 100000 + sub),
      });
    }
  }
  return rows;
}

/** Loads the named resellers in the caller's transaction (the demo users need them). */
export const seedNamedResellers = (tx: Db) => ingestResellers(tx, NAMED_RESELLERS);

/** Loads the generated tree in one batch of the feed. */
export async function seedResellerTree(db: Db): Promise<number> {
  const { accepted } = await inTransaction(db, (tx) => ingestResellers(tx, generatedResellers()));
  return accepted;
}
