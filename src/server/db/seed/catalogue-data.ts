import type { ScoreType } from '../../../shared/catalogue.js';
import type { Rgb, Shape } from '../../lib/png.js';

/** The demo catalogue's words: brands, the category tree and how product names are made. */

export interface BrandData {
  name: string;
  /** Monogram on the generated logo. */
  mark: string;
  colour: Rgb;
  shape: Shape;
  newBrand?: boolean;
  /** Passive brands have no products. */
  passive?: boolean;
}

export const BRANDS: BrandData[] = [
  { name: 'Samsung', mark: 'SA', colour: [20, 40, 160], shape: 'ring' },
  { name: 'Apple', mark: 'AP', colour: [60, 60, 64], shape: 'circle' },
  { name: 'Xiaomi', mark: 'MI', colour: [255, 103, 0], shape: 'square' },
  { name: 'Anker', mark: 'AN', colour: [0, 160, 230], shape: 'diamond' },
  { name: 'Baseus', mark: 'BS', colour: [230, 190, 40], shape: 'ring' },
  { name: 'TTEC', mark: 'TT', colour: [200, 16, 46], shape: 'bars' },
  { name: 'Belkin', mark: 'BE', colour: [0, 120, 100], shape: 'triangle' },
  { name: 'JBL', mark: 'JBL', colour: [255, 80, 0], shape: 'circle' },
  { name: 'Huawei', mark: 'HW', colour: [207, 10, 44], shape: 'diamond' },
  { name: 'Oppo', mark: 'OP', colour: [0, 130, 80], shape: 'ring' },
  { name: 'Sony', mark: 'SO', colour: [15, 15, 15], shape: 'square' },
  { name: 'Spigen', mark: 'SP', colour: [190, 30, 45], shape: 'cross' },
  { name: 'Philips', mark: 'PH', colour: [0, 90, 170], shape: 'circle' },
  { name: 'Ugreen', mark: 'UG', colour: [40, 170, 90], shape: 'plug' },
  { name: 'Remax', mark: 'RM', colour: [120, 40, 160], shape: 'triangle' },
  { name: 'Hoco', mark: 'HO', colour: [30, 30, 30], shape: 'bars', newBrand: true },
  { name: 'Linktech', mark: 'LT', colour: [0, 150, 200], shape: 'plug', newBrand: true },
  { name: 'S-Link', mark: 'SL', colour: [240, 120, 0], shape: 'cross' },
  { name: 'Energizer', mark: 'EN', colour: [20, 20, 20], shape: 'diamond' },
  { name: 'Lenovo', mark: 'LE', colour: [226, 35, 26], shape: 'square', newBrand: true },
  { name: 'Rock', mark: 'RO', colour: [110, 110, 110], shape: 'triangle', passive: true },
];

export interface SubCategoryData {
  name: string;
  scoreType: ScoreType;
  scoreRatio: number;
  /** Tolerance ratio (%), null when the sub-category has none. */
  tolerance: number | null;
  /** Distributor purchase price range in lira. */
  price: [number, number];
  brands: string[];
  /** Product name after the brand; `{v}` takes one of the variants. */
  templates: [string, string[]][];
  features: string[];
  colour: Rgb;
  shape: Shape;
}

export interface CategoryData {
  name: string;
  subCategories: SubCategoryData[];
}

const COLOURS = ['Siyah', 'Beyaz', 'Lacivert', 'Gri', 'Mavi', 'Yeşil', 'Kırmızı', 'Pembe', 'Mor', 'Bej'];
const PHONES = [
  'iPhone 16 Pro Max',
  'iPhone 16 Pro',
  'iPhone 16',
  'iPhone 15 Pro',
  'iPhone 15',
  'iPhone 14',
  'Galaxy S25 Ultra',
  'Galaxy S25',
  'Galaxy S24 FE',
  'Galaxy A56',
  'Galaxy A36',
  'Galaxy A16',
  'Redmi Note 14 Pro',
  'Redmi Note 14',
  'Xiaomi 15',
  'Huawei Nova 13',
  'Oppo Reno 13',
  'Oppo A80',
];
const TABLETS = ['iPad Air 11"', 'iPad 10. Nesil', 'iPad Pro 13"', 'Galaxy Tab S10', 'Galaxy Tab A9+', 'Xiaomi Pad 7', 'Lenovo Tab M11', 'Huawei MatePad 11.5'];
const WATTS = ['20W', '25W', '30W', '33W', '45W', '65W'];
const LENGTHS = ['1 m', '1,2 m', '1,5 m', '2 m', '3 m'];
const MAH = ['5.000 mAh', '10.000 mAh', '10.000 mAh', '20.000 mAh', '20.000 mAh', '30.000 mAh'];
const STORAGE = ['32 GB', '64 GB', '128 GB', '256 GB', '512 GB'];

const CHARGER_BRANDS = ['Samsung', 'Apple', 'Xiaomi', 'Anker', 'Baseus', 'TTEC', 'Belkin', 'Huawei', 'Ugreen', 'Hoco', 'Linktech', 'S-Link', 'Energizer', 'Oppo'];
const CASE_BRANDS = ['Spigen', 'Samsung', 'Apple', 'TTEC', 'Baseus', 'Belkin', 'Hoco', 'Linktech', 'S-Link', 'Remax'];
const AUDIO_BRANDS = ['JBL', 'Sony', 'Samsung', 'Apple', 'Xiaomi', 'Anker', 'Philips', 'Huawei', 'Baseus', 'TTEC', 'Hoco', 'Remax', 'Lenovo', 'Oppo'];
const CABLE_BRANDS = ['Anker', 'Baseus', 'TTEC', 'Ugreen', 'Belkin', 'Samsung', 'Apple', 'Hoco', 'Linktech', 'S-Link', 'Remax', 'Philips'];
const POWER_BRANDS = ['Anker', 'Baseus', 'Xiaomi', 'TTEC', 'Samsung', 'Ugreen', 'Hoco', 'Energizer', 'S-Link', 'Linktech', 'Remax', 'Philips'];
const WEAR_BRANDS = ['Samsung', 'Apple', 'Xiaomi', 'Huawei', 'Oppo', 'Lenovo', 'Anker', 'TTEC'];
const CAR_BRANDS = ['Baseus', 'TTEC', 'Anker', 'Belkin', 'Ugreen', 'Hoco', 'Remax', 'Xiaomi', 'Philips', 'S-Link', 'Linktech', 'Spigen'];
const STORAGE_BRANDS = ['Samsung', 'Sony', 'Lenovo', 'Philips', 'Ugreen', 'Linktech', 'S-Link', 'Xiaomi', 'Anker'];

export const CATEGORIES: CategoryData[] = [
  {
    name: 'Şarj Ürünleri',
    subCategories: [
      {
        name: 'Duvar Şarj Adaptörleri',
        scoreType: 'UNIT',
        scoreRatio: 5,
        tolerance: 12,
        price: [140, 900],
        brands: CHARGER_BRANDS,
        templates: [
          ['{v} USB-C Hızlı Şarj Adaptörü', WATTS],
          ['{v} Çift Portlu (USB-C + USB-A) Şarj Adaptörü', WATTS],
          ['{v} GaN Hızlı Şarj Cihazı', ['45W', '65W', '100W', '140W']],
          ['{v} PD Şarj Adaptörü ve Kablo Seti', WATTS],
        ],
        features: ['Power Delivery 3.0 ve QC 4.0 destekli.', 'Aşırı ısınma ve kısa devre korumalı.', 'Kompakt tasarım, seyahate uygun.'],
        colour: [255, 214, 102],
        shape: 'plug',
      },
      {
        name: 'Kablosuz Şarj Cihazları',
        scoreType: 'UNIT',
        scoreRatio: 6,
        tolerance: 15,
        price: [250, 1400],
        brands: ['Samsung', 'Apple', 'Belkin', 'Anker', 'Baseus', 'Xiaomi', 'TTEC', 'Ugreen', 'Hoco'],
        templates: [
          ['15W MagSafe Uyumlu Kablosuz Şarj Cihazı {v}', COLOURS.slice(0, 3)],
          ['{v} Kablosuz Şarj Pedi', ['10W', '15W']],
          ['Qi2 Manyetik Kablosuz Şarj Cihazı {v}', COLOURS.slice(0, 2)],
        ],
        features: ['Qi sertifikalı, kılıf üzerinden şarj eder.', 'Yabancı cisim algılama özellikli.', 'LED şarj göstergeli.'],
        colour: [160, 220, 255],
        shape: 'ring',
      },
      {
        name: 'Şarj İstasyonları',
        scoreType: 'AMOUNT',
        scoreRatio: 1.5,
        tolerance: 15,
        price: [600, 2600],
        brands: ['Belkin', 'Anker', 'Baseus', 'Ugreen', 'Apple', 'Samsung', 'TTEC'],
        templates: [
          ['3in1 Kablosuz Şarj İstasyonu {v}', COLOURS.slice(0, 2)],
          ['{v} 4 Portlu Masaüstü Şarj İstasyonu', ['65W', '100W', '120W']],
          ['2in1 Katlanabilir Şarj Standı {v}', COLOURS.slice(0, 3)],
        ],
        features: ['Telefon, saat ve kulaklığı aynı anda şarj eder.', 'Kaymaz taban, katlanabilir gövde.'],
        colour: [120, 200, 170],
        shape: 'bars',
      },
      {
        name: 'Hızlı Şarj Setleri',
        scoreType: 'UNIT',
        scoreRatio: 4,
        tolerance: 10,
        price: [180, 750],
        brands: CHARGER_BRANDS,
        templates: [
          ['{v} Hızlı Şarj Seti (Adaptör + USB-C Kablo)', WATTS],
          ['{v} Hızlı Şarj Seti (Adaptör + Lightning Kablo)', ['20W', '30W']],
        ],
        features: ['Kutu içeriği: şarj adaptörü ve 1 m kablo.', 'Orijinal hızlı şarj protokolü desteği.'],
        colour: [255, 170, 120],
        shape: 'plug',
      },
      {
        name: 'Seyahat Adaptörleri',
        scoreType: 'UNIT',
        scoreRatio: 3,
        tolerance: null,
        price: [200, 950],
        brands: ['Anker', 'Baseus', 'Ugreen', 'TTEC', 'Belkin', 'S-Link'],
        templates: [
          ['Universal Seyahat Adaptörü {v}', ['USB-C', '2xUSB', '3xUSB + USB-C']],
          ['{v} GaN Seyahat Şarj Cihazı', ['35W', '65W']],
        ],
        features: ['150’den fazla ülkede kullanılabilir.', 'Dahili sigorta ile güvenli kullanım.'],
        colour: [200, 180, 255],
        shape: 'cross',
      },
    ],
  },
  {
    name: 'Kılıf ve Koruma',
    subCategories: [
      {
        name: 'Telefon Kılıfları',
        scoreType: 'UNIT',
        scoreRatio: 2,
        tolerance: 20,
        price: [60, 650],
        brands: CASE_BRANDS,
        templates: [
          ['{v} Silikon Kılıf', PHONES],
          ['{v} Şeffaf Darbe Emici Kılıf', PHONES],
          ['{v} MagSafe Uyumlu Kılıf', PHONES.slice(0, 6)],
          ['{v} Cüzdanlı Deri Kılıf', PHONES],
        ],
        features: ['Kamera çıkıntısını koruyan yükseltilmiş kenarlar.', 'Askeri standart düşme testinden geçmiştir.', 'İnce ve hafif, kablosuz şarja uyumlu.'],
        colour: [255, 140, 170],
        shape: 'square',
      },
      {
        name: 'Ekran Koruyucular',
        scoreType: 'UNIT',
        scoreRatio: 1.5,
        tolerance: 20,
        price: [40, 380],
        brands: CASE_BRANDS,
        templates: [
          ['{v} Temperli Cam Ekran Koruyucu', PHONES],
          ['{v} Hayalet (Privacy) Ekran Koruyucu', PHONES],
          ['{v} Nano Kırılmaz Ekran Koruyucu', PHONES],
        ],
        features: ['9H sertlik, parmak izi bırakmayan yüzey.', 'Kolay uygulama aparatı ile birlikte.'],
        colour: [180, 230, 240],
        shape: 'square',
      },
      {
        name: 'Tablet Kılıfları',
        scoreType: 'UNIT',
        scoreRatio: 3,
        tolerance: 18,
        price: [150, 1100],
        brands: ['Spigen', 'Apple', 'Samsung', 'TTEC', 'Baseus', 'Lenovo', 'Xiaomi'],
        templates: [
          ['{v} Standlı Akıllı Kılıf', TABLETS],
          ['{v} Kalem Bölmeli Kılıf', TABLETS],
          ['{v} Klavyeli Kılıf', TABLETS.slice(0, 4)],
        ],
        features: ['Uyku/uyanma özelliği destekli.', 'İki farklı açıda stand olarak kullanılabilir.'],
        colour: [250, 200, 140],
        shape: 'triangle',
      },
      {
        name: 'Kamera Lens Koruyucular',
        scoreType: 'UNIT',
        scoreRatio: 1,
        tolerance: 20,
        price: [45, 260],
        brands: ['Spigen', 'TTEC', 'Baseus', 'Hoco', 'Linktech', 'S-Link'],
        templates: [['{v} Kamera Lens Koruyucu', PHONES]],
        features: ['Safir kaplama, çizilmeye dayanıklı.', 'Fotoğraf kalitesini etkilemez.'],
        colour: [210, 210, 230],
        shape: 'circle',
      },
      {
        name: 'Saat Kayışları',
        scoreType: 'UNIT',
        scoreRatio: 1.5,
        tolerance: null,
        price: [90, 900],
        brands: ['Apple', 'Samsung', 'Spigen', 'TTEC', 'Xiaomi', 'Huawei'],
        templates: [
          ['Apple Watch 44/45/46 mm Spor Kordon {v}', COLOURS],
          ['Galaxy Watch 20 mm Silikon Kordon {v}', COLOURS],
          ['Örgü Loop Kordon {v}', COLOURS],
          ['Metal Milano Kordon {v}', ['Gümüş', 'Siyah', 'Altın']],
        ],
        features: ['Terletmeyen, cilt dostu malzeme.', 'Aletsiz takılıp çıkarılabilir.'],
        colour: [230, 160, 230],
        shape: 'bars',
      },
    ],
  },
  {
    name: 'Ses Ürünleri',
    subCategories: [
      {
        name: 'Kablosuz Kulaklıklar',
        scoreType: 'AMOUNT',
        scoreRatio: 2,
        tolerance: 10,
        price: [350, 7500],
        brands: AUDIO_BRANDS,
        templates: [
          ['{v} TWS Bluetooth Kulaklık', ['Aktif Gürültü Engelleyici', 'Kulak İçi', 'Spor']],
          ['Buds {v} Kablosuz Kulaklık', ['Pro', 'Lite', 'Air', '3', '4']],
          ['ANC Kablosuz Kulak İçi Kulaklık {v}', COLOURS.slice(0, 4)],
        ],
        features: ['Bluetooth 5.3, düşük gecikme oyun modu.', 'Şarj kutusuyla 30 saate varan kullanım.', 'IPX4 suya ve tere dayanıklı.'],
        colour: [140, 180, 255],
        shape: 'circle',
      },
      {
        name: 'Kulak Üstü Kulaklıklar',
        scoreType: 'AMOUNT',
        scoreRatio: 2,
        tolerance: 10,
        price: [600, 9500],
        brands: ['JBL', 'Sony', 'Philips', 'Anker', 'Xiaomi', 'Lenovo', 'Huawei'],
        templates: [
          ['Kulak Üstü Bluetooth Kulaklık {v}', COLOURS.slice(0, 4)],
          ['ANC Kulak Üstü Kablosuz Kulaklık {v}', COLOURS.slice(0, 3)],
          ['Oyuncu Kulaklığı {v}', ['7.1 Surround', 'RGB', 'Mikrofonlu']],
        ],
        features: ['Katlanabilir yapı, taşıma çantalı.', '50 saate varan pil ömrü.'],
        colour: [120, 140, 220],
        shape: 'ring',
      },
      {
        name: 'Kablolu Kulaklıklar',
        scoreType: 'UNIT',
        scoreRatio: 1.5,
        tolerance: 15,
        price: [80, 900],
        brands: ['Samsung', 'Apple', 'JBL', 'Sony', 'Philips', 'TTEC', 'Hoco', 'S-Link', 'Xiaomi'],
        templates: [
          ['{v} Girişli Mikrofonlu Kulaklık', ['USB-C', 'Lightning', '3,5 mm']],
          ['Kulak İçi Kablolu Kulaklık {v}', COLOURS.slice(0, 3)],
        ],
        features: ['Tek tuşla çağrı ve müzik kontrolü.', 'Dolaşmayan yassı kablo.'],
        colour: [180, 200, 230],
        shape: 'triangle',
      },
      {
        name: 'Bluetooth Hoparlörler',
        scoreType: 'AMOUNT',
        scoreRatio: 2.5,
        tolerance: 12,
        price: [400, 8500],
        brands: ['JBL', 'Sony', 'Anker', 'Xiaomi', 'Philips', 'Huawei', 'TTEC', 'Hoco'],
        templates: [
          ['Taşınabilir Bluetooth Hoparlör {v}', COLOURS.slice(0, 5)],
          ['{v} Su Geçirmez Bluetooth Hoparlör', ['IP67', 'IPX7']],
          ['Parti Hoparlörü {v}', ['RGB Işıklı', 'Mikrofonlu', '100W']],
        ],
        features: ['360 derece ses, güçlü bas.', '12 saate varan çalma süresi.', 'İki hoparlör eşleştirme (stereo) desteği.'],
        colour: [255, 120, 90],
        shape: 'circle',
      },
      {
        name: 'Mikrofonlar',
        scoreType: 'UNIT',
        scoreRatio: 3,
        tolerance: null,
        price: [250, 3200],
        brands: ['Ugreen', 'Baseus', 'Hoco', 'Remax', 'Sony', 'TTEC'],
        templates: [
          ['Kablosuz Yaka Mikrofonu {v}', ['USB-C', 'Lightning', 'Çift Mikrofonlu']],
          ['USB Yayıncı Mikrofonu {v}', ['RGB', 'Standlı']],
        ],
        features: ['Gürültü azaltma özellikli.', '20 metreye kadar kablosuz kayıt.'],
        colour: [200, 120, 120],
        shape: 'bars',
      },
    ],
  },
  {
    name: 'Kablolar',
    subCategories: [
      {
        name: 'USB-C Kablolar',
        scoreType: 'UNIT',
        scoreRatio: 1,
        tolerance: 20,
        price: [50, 480],
        brands: CABLE_BRANDS,
        templates: [
          ['USB-C to USB-C Hızlı Şarj Kablosu {v}', LENGTHS],
          ['60W Örgülü USB-C Kablo {v}', LENGTHS],
          ['100W PD USB-C Kablo {v}', LENGTHS],
          ['USB-A to USB-C Data ve Şarj Kablosu {v}', LENGTHS],
        ],
        features: ['Alüminyum uçlar, 10.000 bükülme testi.', '480 Mbps veri aktarımı.'],
        colour: [150, 230, 150],
        shape: 'plug',
      },
      {
        name: 'Lightning Kablolar',
        scoreType: 'UNIT',
        scoreRatio: 1,
        tolerance: 20,
        price: [60, 520],
        brands: ['Apple', 'Anker', 'Baseus', 'TTEC', 'Belkin', 'Ugreen', 'Hoco', 'Linktech', 'S-Link'],
        templates: [
          ['MFi Sertifikalı Lightning Kablo {v}', LENGTHS],
          ['USB-C to Lightning Hızlı Şarj Kablosu {v}', LENGTHS],
        ],
        features: ['Apple MFi sertifikalı.', 'Hızlı şarj ve veri aktarımı destekler.'],
        colour: [220, 220, 220],
        shape: 'plug',
      },
      {
        name: 'Micro USB Kablolar',
        scoreType: 'UNIT',
        scoreRatio: 0.5,
        tolerance: 25,
        price: [35, 180],
        brands: ['TTEC', 'Baseus', 'Hoco', 'Linktech', 'S-Link', 'Remax', 'Ugreen', 'Philips'],
        templates: [['Micro USB Data ve Şarj Kablosu {v}', LENGTHS]],
        features: ['2.4A hızlı şarj desteği.', 'Esnek TPE kılıf.'],
        colour: [190, 190, 150],
        shape: 'plug',
      },
      {
        name: 'Görüntü Kabloları',
        scoreType: 'UNIT',
        scoreRatio: 1.5,
        tolerance: 15,
        price: [90, 750],
        brands: ['Ugreen', 'Baseus', 'Belkin', 'Anker', 'S-Link', 'Linktech', 'Philips'],
        templates: [
          ['4K HDMI Kablo {v}', LENGTHS],
          ['USB-C to HDMI 4K Dönüştürücü Kablo {v}', LENGTHS.slice(0, 3)],
          ['8K DisplayPort Kablo {v}', LENGTHS.slice(0, 3)],
        ],
        features: ['4K 60 Hz ve HDR desteği.', 'Altın kaplama uçlar.'],
        colour: [170, 170, 240],
        shape: 'square',
      },
      {
        name: 'Çok Başlıklı Kablolar',
        scoreType: 'UNIT',
        scoreRatio: 1,
        tolerance: null,
        price: [70, 420],
        brands: ['Baseus', 'TTEC', 'Hoco', 'Remax', 'Ugreen', 'Anker', 'S-Link'],
        templates: [
          ['3in1 Şarj Kablosu (USB-C / Lightning / Micro) {v}', LENGTHS.slice(0, 3)],
          ['4in1 Hızlı Şarj Kablosu {v}', LENGTHS.slice(0, 3)],
        ],
        features: ['Üç cihazı aynı anda şarj eder.', 'Naylon örgülü dayanıklı kablo.'],
        colour: [240, 200, 200],
        shape: 'cross',
      },
    ],
  },
  {
    name: 'Powerbank',
    subCategories: [
      {
        name: 'Taşınabilir Şarj Cihazları',
        scoreType: 'AMOUNT',
        scoreRatio: 1.5,
        tolerance: 12,
        price: [300, 1400],
        brands: POWER_BRANDS,
        templates: [
          ['{v} Powerbank', MAH],
          ['{v} Dijital Göstergeli Powerbank', MAH],
          ['{v} Slim Powerbank', ['5.000 mAh', '10.000 mAh']],
        ],
        features: ['Çift çıkış, iki cihazı aynı anda şarj eder.', 'Uçakta taşınabilir kapasite.'],
        colour: [255, 200, 60],
        shape: 'bars',
      },
      {
        name: 'Yüksek Kapasiteli Powerbank',
        scoreType: 'AMOUNT',
        scoreRatio: 1.5,
        tolerance: 12,
        price: [900, 3400],
        brands: POWER_BRANDS,
        templates: [
          ['{v} PD Hızlı Şarj Powerbank', ['20.000 mAh', '25.000 mAh', '30.000 mAh', '40.000 mAh']],
          ['{v} Kamp Tipi Powerbank', ['30.000 mAh', '50.000 mAh']],
        ],
        features: ['65W’a kadar çıkış, dizüstü bilgisayarları da şarj eder.', 'LED fener özellikli.'],
        colour: [240, 150, 40],
        shape: 'bars',
      },
      {
        name: 'Kablosuz Powerbank',
        scoreType: 'AMOUNT',
        scoreRatio: 1.5,
        tolerance: 15,
        price: [600, 1900],
        brands: ['Anker', 'Baseus', 'Xiaomi', 'Samsung', 'TTEC', 'Ugreen', 'Hoco'],
        templates: [['{v} Kablosuz Şarjlı Powerbank', ['10.000 mAh', '20.000 mAh']]],
        features: ['Kablosuz ve kablolu şarjı birlikte sunar.', 'Kaymaz yüzey.'],
        colour: [250, 220, 150],
        shape: 'ring',
      },
      {
        name: 'MagSafe Powerbank',
        scoreType: 'AMOUNT',
        scoreRatio: 1.5,
        tolerance: 15,
        price: [700, 2400],
        brands: ['Apple', 'Anker', 'Baseus', 'Belkin', 'TTEC', 'Ugreen', 'Hoco'],
        templates: [['{v} Manyetik MagSafe Uyumlu Powerbank', ['5.000 mAh', '6.000 mAh', '10.000 mAh']]],
        features: ['Telefonun arkasına manyetik olarak tutunur.', 'Katlanabilir stand özelliği.'],
        colour: [200, 230, 255],
        shape: 'circle',
      },
      {
        name: 'Dizüstü Powerbank',
        scoreType: 'AMOUNT',
        scoreRatio: 2,
        tolerance: null,
        price: [1500, 4800],
        brands: ['Anker', 'Baseus', 'Ugreen', 'Xiaomi', 'Lenovo', 'Energizer'],
        templates: [['{v} Dizüstü Bilgisayar Powerbank', ['100W 20.000 mAh', '140W 24.000 mAh', '65W 25.000 mAh']]],
        features: ['USB-C PD ile dizüstü bilgisayar şarjı.', 'Akıllı ekranlı güç göstergesi.'],
        colour: [170, 140, 100],
        shape: 'square',
      },
    ],
  },
  {
    name: 'Giyilebilir Teknoloji',
    subCategories: [
      {
        name: 'Akıllı Saatler',
        scoreType: 'AMOUNT',
        scoreRatio: 3,
        tolerance: 8,
        price: [1800, 16000],
        brands: WEAR_BRANDS,
        templates: [
          ['Watch {v} Akıllı Saat', ['7 44 mm', '7 40 mm', 'Ultra', 'GT 5 46 mm', 'Fit 3', 'S3']],
          ['Akıllı Saat {v}', ['Amoled Ekranlı', 'GPS’li', 'Sesli Görüşmeli']],
        ],
        features: ['Nabız, uyku ve SpO2 takibi.', '5 ATM suya dayanıklılık.', '14 güne varan pil ömrü.'],
        colour: [60, 200, 200],
        shape: 'square',
      },
      {
        name: 'Akıllı Bileklikler',
        scoreType: 'AMOUNT',
        scoreRatio: 2,
        tolerance: 10,
        price: [600, 2500],
        brands: ['Xiaomi', 'Huawei', 'Samsung', 'Oppo', 'TTEC'],
        templates: [['{v} Akıllı Bileklik', ['Band 9', 'Band 8 Pro', 'Fit 3', 'Band 10']]],
        features: ['AMOLED ekran, 150+ spor modu.', 'Adım, kalori ve uyku takibi.'],
        colour: [100, 220, 160],
        shape: 'bars',
      },
      {
        name: 'Çocuk Akıllı Saatleri',
        scoreType: 'AMOUNT',
        scoreRatio: 2,
        tolerance: 10,
        price: [900, 3800],
        brands: ['TTEC', 'Xiaomi', 'Huawei', 'Lenovo'],
        templates: [['Çocuk Akıllı Saati {v}', ['4G Görüntülü Konuşma', 'GPS Konum Takipli', 'SIM Kartlı']]],
        features: ['Aile uygulamasıyla konum takibi.', 'SOS acil durum tuşu.'],
        colour: [255, 180, 220],
        shape: 'circle',
      },
      {
        name: 'Akıllı Takip Cihazları',
        scoreType: 'UNIT',
        scoreRatio: 2,
        tolerance: 15,
        price: [400, 1500],
        brands: ['Apple', 'Samsung', 'Anker', 'Xiaomi', 'TTEC'],
        templates: [
          ['{v} Akıllı Takip Cihazı', ['AirTag Uyumlu', 'SmartTag2', 'Bluetooth']],
          ['Akıllı Takip Cihazı {v}', ['4’lü Paket', 'Anahtarlıklı']],
        ],
        features: ['Kayıp eşyalarınızı haritada bulun.', 'Değiştirilebilir pil, 1 yıl kullanım.'],
        colour: [255, 255, 150],
        shape: 'diamond',
      },
      {
        name: 'Giyilebilir Aksesuarlar',
        scoreType: 'UNIT',
        scoreRatio: 1,
        tolerance: null,
        price: [60, 420],
        brands: ['Spigen', 'TTEC', 'Samsung', 'Apple', 'Xiaomi'],
        templates: [
          ['Akıllı Saat Şarj Kablosu {v}', ['USB-C', 'USB-A']],
          ['Akıllı Saat Ekran Koruyucu {v}', ['40 mm', '44 mm', '45 mm', '46 mm']],
        ],
        features: ['Orijinal ürünle birebir uyumlu.', 'Kolay kurulum.'],
        colour: [200, 255, 230],
        shape: 'cross',
      },
    ],
  },
  {
    name: 'Araç Aksesuarları',
    subCategories: [
      {
        name: 'Araç Şarj Cihazları',
        scoreType: 'UNIT',
        scoreRatio: 3,
        tolerance: 15,
        price: [120, 700],
        brands: CAR_BRANDS,
        templates: [
          ['{v} Çift Çıkışlı Araç Şarj Cihazı', ['30W', '45W', '60W', '100W']],
          ['{v} USB-C Araç Şarj Cihazı ve Kablo', ['20W', '30W']],
        ],
        features: ['12V/24V araç çakmaklıklarıyla uyumlu.', 'Metal gövde, ısıya dayanıklı.'],
        colour: [120, 120, 140],
        shape: 'plug',
      },
      {
        name: 'Araç Telefon Tutucuları',
        scoreType: 'UNIT',
        scoreRatio: 2,
        tolerance: 15,
        price: [110, 650],
        brands: CAR_BRANDS,
        templates: [
          ['{v} Araç Telefon Tutucu', ['Manyetik Havalandırma', 'Vantuzlu Torpido', 'CD Yuvası']],
          ['MagSafe Uyumlu Araç Tutucu {v}', COLOURS.slice(0, 2)],
        ],
        features: ['360 derece dönebilen başlık.', 'Tek elle takma ve çıkarma.'],
        colour: [150, 160, 180],
        shape: 'triangle',
      },
      {
        name: 'FM Transmitterler',
        scoreType: 'UNIT',
        scoreRatio: 2,
        tolerance: 15,
        price: [180, 800],
        brands: ['Baseus', 'TTEC', 'Hoco', 'Remax', 'Ugreen', 'S-Link'],
        templates: [['Bluetooth FM Transmitter {v}', ['Hızlı Şarjlı', 'Ekranlı', 'Çift USB']]],
        features: ['Eller serbest görüşme ve USB bellekten müzik.', 'Gürültü önleyici mikrofon.'],
        colour: [110, 170, 210],
        shape: 'ring',
      },
      {
        name: 'Araç Kameraları',
        scoreType: 'AMOUNT',
        scoreRatio: 2,
        tolerance: 10,
        price: [900, 4800],
        brands: ['Xiaomi', 'Philips', 'Baseus', 'TTEC', 'Lenovo'],
        templates: [['{v} Araç İçi Kamera', ['2K', '4K', 'Ön ve Arka', 'Gece Görüşlü']]],
        features: ['Döngü kayıt ve G-sensör.', 'Wi-Fi ile telefondan izleme.'],
        colour: [90, 90, 110],
        shape: 'circle',
      },
      {
        name: 'Kablosuz Şarjlı Araç Tutucular',
        scoreType: 'UNIT',
        scoreRatio: 3,
        tolerance: 12,
        price: [350, 1500],
        brands: ['Baseus', 'Belkin', 'Anker', 'TTEC', 'Xiaomi', 'Ugreen', 'Hoco'],
        templates: [['15W Kablosuz Şarjlı Araç Tutucu {v}', ['Sensörlü', 'Manyetik', 'Havalandırma']]],
        features: ['Telefon yaklaşınca otomatik kavrar.', 'Qi uyumlu tüm telefonlarla çalışır.'],
        colour: [130, 200, 230],
        shape: 'diamond',
      },
    ],
  },
  {
    name: 'Depolama',
    subCategories: [
      {
        name: 'USB Bellekler',
        scoreType: 'UNIT',
        scoreRatio: 1,
        tolerance: 20,
        price: [90, 900],
        brands: STORAGE_BRANDS,
        templates: [
          ['{v} USB 3.2 Flash Bellek', STORAGE],
          ['{v} Metal Kasa USB Bellek', STORAGE.slice(0, 4)],
        ],
        features: ['150 MB/sn’ye varan okuma hızı.', 'Anahtarlık halkalı kompakt tasarım.'],
        colour: [180, 150, 230],
        shape: 'square',
      },
      {
        name: 'Hafıza Kartları',
        scoreType: 'UNIT',
        scoreRatio: 1,
        tolerance: 20,
        price: [110, 1300],
        brands: ['Samsung', 'Sony', 'Lenovo', 'Philips', 'S-Link', 'Linktech'],
        templates: [['{v} microSDXC Hafıza Kartı (SD Adaptörlü)', STORAGE]],
        features: ['U3 V30 A2 sınıfı, 4K video kaydı.', 'Suya, darbeye ve X-ray’e dayanıklı.'],
        colour: [150, 120, 210],
        shape: 'diamond',
      },
      {
        name: 'Taşınabilir SSD',
        scoreType: 'AMOUNT',
        scoreRatio: 1.5,
        tolerance: 10,
        price: [1700, 7800],
        brands: ['Samsung', 'Sony', 'Lenovo', 'Ugreen', 'Anker'],
        templates: [['{v} Taşınabilir SSD', ['500 GB', '1 TB', '2 TB', '4 TB']]],
        features: ['1.050 MB/sn’ye varan aktarım hızı.', 'USB-C, telefon ve bilgisayarla uyumlu.'],
        colour: [100, 100, 170],
        shape: 'square',
      },
      {
        name: 'Harici Diskler',
        scoreType: 'AMOUNT',
        scoreRatio: 1.5,
        tolerance: 10,
        price: [1800, 6500],
        brands: ['Samsung', 'Sony', 'Lenovo', 'Philips'],
        templates: [['{v} 2,5" Taşınabilir Harici Disk', ['1 TB', '2 TB', '4 TB', '5 TB']]],
        features: ['USB 3.0 arayüz, ek güç gerektirmez.', 'Otomatik yedekleme yazılımı.'],
        colour: [90, 120, 150],
        shape: 'bars',
      },
      {
        name: 'OTG Bellekler',
        scoreType: 'UNIT',
        scoreRatio: 1,
        tolerance: null,
        price: [150, 1100],
        brands: ['Samsung', 'S-Link', 'Linktech', 'Ugreen', 'Lenovo'],
        templates: [
          ['{v} USB-C OTG Çift Girişli Bellek', STORAGE],
          ['{v} Lightning OTG iPhone Bellek', STORAGE.slice(1)],
        ],
        features: ['Telefondan bilgisayara tek tıkla aktarım.', 'Döner kapaklı koruma.'],
        colour: [210, 170, 250],
        shape: 'plug',
      },
    ],
  },
];

/** Country of production, with weights (most accessories are made in China). */
export const ORIGINS: [string, number][] = [
  ['Çin', 62],
  ['Türkiye', 12],
  ['Vietnam', 10],
  ['Hindistan', 5],
  ['Tayvan', 4],
  ['Güney Kore', 3],
  ['Malezya', 2],
  ['Endonezya', 2],
];

export const WARRANTY_LINES = ['2 yıl Türkiye distribütör garantilidir.', '2 yıl resmi garantili.', 'İthalatçı garantili, faturalı ürün.'];

/** Texts of the demo's change requests and rejections. */
export const UPDATE_NOTES = [
  'Ürün adı üretici kataloğuna göre güncellendi.',
  'Açıklamaya teknik özellikler eklendi.',
  'Yeni renk seçeneği ve ürün görseli eklendi.',
  'Ambalaj değişikliği nedeniyle ürün görseli yenilendi.',
];
export const REJECT_REASONS = [
  'Ürün görseli marka logosu içermiyor, lütfen orijinal görsel yükleyiniz.',
  'Barkod üretici barkoduyla eşleşmiyor.',
  'Ürün adı marka ve model bilgisini içermelidir.',
  'Açıklamada garanti süresi belirtilmemiş.',
  'Aynı ürün farklı bir kayıtla sistemde mevcut.',
];
