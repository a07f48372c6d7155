/**
 * Roles and the route table of the three spec documents: the ONLY place that says
 * which role may open which screen. The client's router, side menu and breadcrumb
 * read it, and every endpoint's roles are derived from it (`screens()` below: the
 * screens that call the endpoint), so no contract lists roles by hand.
 */

export const ROLES = [
  'TTG_ADMIN',
  'TTG_USER',
  'TTG_CUSTOMER_SERVICE',
  'SUPPLY_ADMIN',
  'SUPPLY_USER',
  'DISTY_ADMIN',
  'DISTY_USER',
  'RESELLER_ADMIN',
  'RESELLER_USER',
  'WEB_SERVICE',
] as const;
export type Role = (typeof ROLES)[number];

/**
 * The role of the distributors' and the group's own systems: it calls the ingestion API
 * (stock, later resellers, sales, invoices, waybills) and nothing else — no screen, no
 * endpoint open to every signed-in user — and its users never show in user lists.
 */
export const SERVICE_ROLE = 'WEB_SERVICE' satisfies Role;
/** The roles of people (every role a screen may name). */
export const SCREEN_ROLES: readonly Role[] = ROLES.filter((r) => r !== SERVICE_ROLE);

export const ROLE_LABELS: Record<Role, string> = {
  TTG_ADMIN: 'TTG Admin',
  TTG_USER: 'TTG Kullanıcısı',
  TTG_CUSTOMER_SERVICE: 'TTG Müşteri Hizmetleri',
  SUPPLY_ADMIN: 'Tedarikçi Admini',
  SUPPLY_USER: 'Tedarikçi Kullanıcısı',
  DISTY_ADMIN: 'Distribütör Admini',
  DISTY_USER: 'Distribütör Kullanıcısı',
  RESELLER_ADMIN: 'Bayi Admini',
  RESELLER_USER: 'Bayi Kullanıcısı',
  WEB_SERVICE: 'Web Servis',
};

/** Any role name containing TTG counts as group staff (spec 1 §1). */
export const isGroupStaff = (roles: readonly string[]) => roles.some((r) => r.includes('TTG'));
export const isResellerRole = (roles: readonly string[]) => roles.some((r) => r.startsWith('RESELLER_'));
export const isSupplyRole = (roles: readonly string[]) => roles.some((r) => r.startsWith('SUPPLY_'));
export const isDistyRole = (roles: readonly string[]) => roles.some((r) => r.startsWith('DISTY_'));

export type MenuGroup =
  | 'catalogue'
  | 'prices'
  | 'campaigns'
  | 'users'
  | 'sales'
  | 'orders'
  | 'faulty'
  | 'scores'
  | 'settings'
  | 'reports'
  | 'template';

export const MENU_GROUPS: { key: MenuGroup; title: string; icon: string }[] = [
  { key: 'catalogue', title: 'Ürün Yönetimi', icon: 'cube' },
  { key: 'prices', title: 'Fiyat Yönetimi', icon: 'pricetags' },
  { key: 'campaigns', title: 'Kampanya Yönetimi', icon: 'megaphone' },
  { key: 'users', title: 'Kullanıcı ve Bayi Yönetimi', icon: 'people' },
  { key: 'sales', title: 'Satış ve Dağıtım', icon: 'receipt' },
  { key: 'orders', title: 'Sipariş Yönetimi', icon: 'cart' },
  { key: 'faulty', title: 'Arızalı Ürün İşlemleri', icon: 'construct' },
  { key: 'scores', title: 'Puan ve Hediye', icon: 'gift' },
  { key: 'settings', title: 'Ayarlar', icon: 'settings' },
  { key: 'reports', title: 'Raporlar', icon: 'stats-chart' },
  { key: 'template', title: 'Sayfalar', icon: 'document' },
];

export interface RouteDef {
  /** react-router path pattern; spec `{x}` segments are written `:x`. */
  path: string;
  title: string;
  /** undefined = public (no token); 'ALL' = every signed-in role. */
  roles?: readonly Role[] | 'ALL';
  group?: MenuGroup;
  /** false for detail screens reached from a list (they carry ids). */
  menu: boolean;
  icon?: string;
  /**
   * Roles this table grants beyond the spec's route lists, and why (a product decision of an
   * issue). They are in `roles` too: the router, the menu and the endpoints' grants read `roles`
   * alone; this only keeps the departure from the spec written down (access.test.ts checks it).
   */
  beyondSpec?: { readonly roles: readonly Role[]; readonly why: string };
}

const SUPPLY: Role[] = ['SUPPLY_USER', 'SUPPLY_ADMIN'];
const DISTY: Role[] = ['DISTY_USER', 'DISTY_ADMIN'];
const SUPPLY_DISTY: Role[] = [...SUPPLY, ...DISTY];
const RESELLERS: Role[] = ['RESELLER_ADMIN', 'RESELLER_USER'];
const ADMIN: Role[] = ['TTG_ADMIN'];
const RA: Role[] = ['RESELLER_ADMIN'];

const r = (
  path: string,
  title: string,
  roles: RouteDef['roles'],
  group?: MenuGroup,
  menu = true,
  icon?: string,
): RouteDef => ({ path, title, roles, group, menu, icon });

/** A route open to `extra` roles beyond the spec's `specRoles`, with the reason written down. */
const beyondSpec = (route: RouteDef, specRoles: readonly Role[], extra: readonly Role[], why: string): RouteDef => ({
  ...route,
  roles: [...specRoles, ...extra],
  beyondSpec: { roles: extra, why },
});

export const PUBLIC_ROUTES: RouteDef[] = [
  r('/', 'Giriş', undefined, undefined, false),
  r('/login', 'Giriş', undefined, undefined, false),
  r('/resellerLogin/:ticketId', 'Bayi Girişi', undefined, undefined, false),
  r('/autoLogin/:token/:refreshToken/:resellerCode/:redirectPage', 'Otomatik Giriş', undefined, undefined, false),
  r('/sifremiunuttum', 'Şifremi Unuttum', undefined, undefined, false),
];

/** Every screen of the shell, in menu order within each group. */
export const SHELL_ROUTES: RouteDef[] = [
  r('/dashboard', 'Ana Sayfa', 'ALL', undefined, true, 'home'),

  // catalogue (spec 2)
  r('/Model', 'Ürün Ağacı', ['TTG_ADMIN', ...SUPPLY_DISTY], 'catalogue'),
  r('/ProductManagement', 'Ürün Yönetimi', SUPPLY_DISTY, 'catalogue'),
  r('/ProductManagement-Admin', 'Ürün Yönetimi (Admin)', ADMIN, 'catalogue'),
  r('/ProductDetail/:productId', 'Ürün Detayı', SUPPLY_DISTY, 'catalogue', false),
  r('/ProductDetailAdmin/:productId', 'Ürün Detayı', ADMIN, 'catalogue', false),
  r('/ProductExcel', 'Excel ile Ürün Yükleme', SUPPLY_DISTY, 'catalogue'),
  r('/ProductFault-Update', 'Tedarikçi Arıza Bilgileri', ['SUPPLY_USER', 'SUPPLY_ADMIN', 'DISTY_ADMIN'], 'catalogue'),
  r('/WaitingMyAction', 'Onay Bekleyen Ürünler', ADMIN, 'catalogue'),
  r('/brandCreate', 'Markalar', ADMIN, 'catalogue'),
  r('/Marj', 'Tolerans Oranları', ADMIN, 'catalogue'),
  r('/CategoryManagement', 'Kategori Yönetimi', ADMIN, 'catalogue'),
  r('/CategoryView', 'Kategoriler', SUPPLY_DISTY, 'catalogue'),
  r('/addToDashboard', 'Ana Sayfa Ürünleri', ADMIN, 'catalogue'),

  // prices (spec 1)
  r('/ProductPrice-Supply', 'Güncel Fiyat Listesi', SUPPLY, 'prices'),
  r('/ProductPrice-Detail/:productId/:mid', 'Fiyat Detayı', SUPPLY_DISTY, 'prices', false),
  r('/ProductPrice-Supply-Excel', 'Excel ile Fiyat Yükleme', SUPPLY_DISTY, 'prices'),
  r('/ProductPrice-Disty', 'Distribütör Fiyat Listesi', DISTY, 'prices'),
  r('/ProductPrice-Disty-Excel', 'Excel ile Bayi Fiyatı Yükleme', DISTY, 'prices'),
  r('/ProductPrice-Detail-Disty/:productId/:mid/:mpsId', 'Distribütör Fiyat Detayı', DISTY, 'prices', false),
  r('/ProductPriceAdmin-Disty', 'Fiyat Listesi (Admin)', ADMIN, 'prices'),
  r('/ProductPriceAdmin-Detail', 'Fiyat Detayı (Admin)', ADMIN, 'prices', false),
  r('/WaitingMySupplyPrice', 'Onay Bekleyen Fiyatlar', ['DISTY_ADMIN'], 'prices'),
  r('/productPriceInfoList', 'Ürün Fiyat Listesi', RA, 'prices'),
  r('/productPrices', 'Ürün Fiyatları', RA, 'prices'),

  // campaigns (spec 1)
  r('/ttCrmList', 'TT CRM Listesi', ADMIN, 'campaigns'),
  r('/accessoryCampaignList', 'Aksesuar Kampanyaları', ADMIN, 'campaigns'),
  r('/CanSell', 'Marka Tedarikçi', ADMIN, 'campaigns'),
  r('/accessoryCampaignSerialTitleList', 'Seri Numara Paketleri', ADMIN, 'campaigns'),
  r('/accessoryCampaignSerialTitle', 'Seri Numara Paketi', ADMIN, 'campaigns', false),
  r('/accessoryCampaignPassTitleList', 'Şifre Paketleri', ADMIN, 'campaigns'),
  r('/accessoryCampaignPassTitle', 'Şifre Paketi', ADMIN, 'campaigns', false),
  r('/passiveSerial', 'Seri Numara Pasifleştirme', ADMIN, 'campaigns'),

  // users and resellers (spec 2 §2.7, spec 3 §2.6)
  r('/DefineUser', 'Kullanıcılar', ['TTG_ADMIN', 'RESELLER_ADMIN'], 'users'),
  r('/DefineResellerUser', 'Bayi Kullanıcıları', ADMIN, 'users'),
  r('/DefineTTGUser', 'TTG Kullanıcıları', ADMIN, 'users'),
  r('/addUserDist', 'Distribütör Kullanıcıları', ['DISTY_ADMIN'], 'users'),
  r('/resellerList', 'Bayi Listesi', ['TTG_ADMIN', 'DISTY_ADMIN'], 'users'),
  r('/adminResellerLogin', 'Bayi Olarak Giriş', ADMIN, 'users'),

  // sales and distribution (spec 2)
  // Spec 2 §2.1 lists the wizard under campaigns for TTG_ADMIN alone (a demo); issue 31 makes it
  // the way a dealer records its sale, so it sits with the sales.
  beyondSpec(r('/satis', 'Kampanyalı Satış', ADMIN, 'sales'), ADMIN, RESELLERS, 'the sales wizard is where a dealer records its sale in the shop (issue 31: a product decision beyond spec 2 §2.1)'),
  r('/productSaleList', 'Satış İşlemleri', ['TTG_ADMIN', 'DISTY_ADMIN', 'SUPPLY_ADMIN', 'RESELLER_ADMIN', 'RESELLER_USER', 'TTG_CUSTOMER_SERVICE'], 'sales'),
  r('/cancelSale', 'İptal Onayı Bekleyen İşlemler', ADMIN, 'sales'),
  r('/saleInfoList', 'Distribütör Dağıtım Bilgileri', ['TTG_ADMIN', 'DISTY_ADMIN', 'SUPPLY_ADMIN', 'RESELLER_ADMIN', 'RESELLER_USER'], 'sales'),
  r('/supplyInvoiceList', 'Tedarikçi Faturaları', ['TTG_ADMIN', 'DISTY_ADMIN', 'SUPPLY_ADMIN'], 'sales'),
  r('/stockInfoList', 'Stoğumdaki Ürünler', RESELLERS, 'sales'),
  r('/modelStockList', 'Stok Bilgileri', ['TTG_ADMIN', 'DISTY_ADMIN', 'SUPPLY_ADMIN'], 'sales'),
  r('/mySerialTransfers', 'Bana Devredilen Seri Numaralar', RA, 'sales'),
  r('/serialTransfersFromMe', 'Devrettiğim Seri Numaralar', RA, 'sales'),

  // storefront and orders (spec 3): reseller codes must be on the allow-list
  r('/resellerOrderManagement', 'Sipariş Yönetimi', RA, 'orders'),
  r('/resellerProduct/:productId/:barcode', 'Ürün Bilgileri', RA, 'orders', false),
  r('/resellerProductOrder/follow', 'Sipariş Takibi', ['RESELLER_ADMIN', 'TTG_ADMIN', 'DISTY_ADMIN'], 'orders'),

  // faulty products (spec 3)
  r('/faultyProductNotification', 'Arızalı Ürün Bildir', RESELLERS, 'faulty'),
  r('/faultyProductList', 'Arızalı Ürün Bildirimlerim', RESELLERS, 'faulty'),
  r('/faultyProductExchange', 'Bildirilen Arızalı Ürünler', SUPPLY, 'faulty'),
  r('/faultyProductSearch', 'Arızalı Ürün Bildirim Arama', ADMIN, 'faulty'),

  // scores and gifts (spec 3)
  r('/resellerScoreTransactions', 'Bayi Puan İşlemleri', RA, 'scores'),
  r('/defineResellerScoreOfGift', 'Bayi Puan Hediyeleri', ADMIN, 'scores'),
  r('/approveResellerScoreOfGift', 'Hediye Talepleri', ADMIN, 'scores'),
  r('/giftTransaction', 'Puanla Hediye Al', RESELLERS, 'scores'),
  r('/lastResellerScoreOfGift', 'Hediyelerim', RESELLERS, 'scores'),

  // settings (spec 3, spec 2 §2.14)
  r('/paramList', 'Parametreler', ADMIN, 'settings'),
  r('/resellerParamList', 'Bayi Parametreleri', RA, 'settings'),
  r('/stockStatus', 'Alt Kategori Stok Durumları', ADMIN, 'settings'),
  r('/bannerList', 'Bannerlar', ADMIN, 'settings'),
  r('/smsMailTemplate', 'SMS ve Mail Şablonları', ADMIN, 'settings'),

  // reports (spec 3)
  r('/reportingMonthly', 'Son 6 Ay Satış Raporu', ADMIN, 'reports'),
  r('/dailySaleReport', 'Günlük Satış Raporu', ADMIN, 'reports'),

  // template pages (spec 1 §2.7)
  r('/access', 'Yetkisiz Giriş', 'ALL', 'template', false),
  r('/help', 'Yardım', 'ALL', 'template'),
  r('/empty', 'Boş Sayfa', 'ALL', 'template'),
];

export const ALL_ROUTES: RouteDef[] = [...PUBLIC_ROUTES, ...SHELL_ROUTES];

/**
 * A panel a screen opens over the page, offered as a quick link of its own: 'cart' the
 * storefront's cart, 'pending' the tray of writes waiting to be sent (the storefront's cart and
 * order writes), each with the roles of the route it belongs to.
 */
export type QuickPanel = 'cart' | 'pending';
export interface QuickEntry {
  /** A route of SHELL_ROUTES: its roles, title and group decide who sees the link. */
  path: string;
  panel?: QuickPanel;
}

/**
 * The dashboard's quick access ('Hızlı Erişim'): the day's work first — a dealer's storefront,
 * cart, pending writes, order follow-up, stock, the sales wizard and sales, serial transfers,
 * faulty products, gifts and prices — then the rest of the user's menu in menu order. A user sees
 * the entries it may open (roles, the order allow-list, a screen that exists), as in the side menu.
 */
export const QUICK_ACCESS: readonly QuickEntry[] = [
  { path: '/resellerOrderManagement' },
  { path: '/resellerOrderManagement', panel: 'cart' },
  { path: '/resellerOrderManagement', panel: 'pending' },
  { path: '/resellerProductOrder/follow' },
  { path: '/stockInfoList' },
  { path: '/satis' },
  { path: '/productSaleList' },
  { path: '/saleInfoList' },
  { path: '/mySerialTransfers' },
  { path: '/serialTransfersFromMe' },
  { path: '/faultyProductNotification' },
  { path: '/faultyProductList' },
  { path: '/giftTransaction' },
  { path: '/lastResellerScoreOfGift' },
  { path: '/resellerScoreTransactions' },
  { path: '/productPriceInfoList' },
  { path: '/productPrices' },
];

/**
 * Menu groups never advertised as quick links: the template pages (/help, /empty — the spec's
 * demo pages, spec 1 §2.7) stay reachable by their routes and in the side menu's 'Sayfalar'.
 */
export const NOT_QUICK_GROUPS: readonly MenuGroup[] = ['template'];

/** Match a concrete pathname against a route pattern (`:param` segments). */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('?')[0].split('/').filter(Boolean);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) params[want[i].slice(1)] = decodeURIComponent(got[i]);
    else if (want[i] !== got[i]) return null;
  }
  return params;
}

export function findRoute(pathname: string): RouteDef | undefined {
  return ALL_ROUTES.find((route) => matchPattern(route.path, pathname) !== null);
}

/** A route is usable if any of the user's roles is in its list (spec 1 §6). */
export function canAccess(route: Pick<RouteDef, 'roles'>, roles: readonly string[]): boolean {
  if (route.roles === undefined || route.roles === 'ALL') return true;
  return route.roles.some((role) => roles.includes(role));
}

/** The role list of a screen, for server endpoints that serve exactly that screen. */
export function rolesOf(path: string): readonly Role[] {
  const route = SHELL_ROUTES.find((x) => x.path === path);
  if (!route) throw new Error(`unknown route ${path}`);
  return route.roles === 'ALL' || route.roles === undefined ? SCREEN_ROLES : route.roles;
}

/**
 * Where an endpoint's roles come from. `screens`: the routes of this table whose screens
 * call it; its roles are theirs (or fewer). Roles beyond them need `why` — a part of the
 * shell every screen shows (a bell, the reseller switcher), reference data of a dropdown.
 * Contracts never list roles by hand; tests/api check every grant against this table.
 */
export interface Grant {
  readonly roles: readonly Role[];
  readonly screens: readonly string[];
  /** Roles not taken from the screens, and why they may call it. */
  readonly beyond?: { readonly roles: readonly Role[]; readonly why: string };
}

const union = (lists: (readonly Role[])[]): Role[] => ROLES.filter((role) => lists.some((l) => l.includes(role)));

/** The roles of the screens that use an endpoint. */
export function screens(...paths: string[]): Grant {
  return { roles: union(paths.map(rolesOf)), screens: paths };
}

/** A narrower grant: only `roles` of the screens' (e.g. the admin's half of a shared screen). */
export function only(grant: Grant, roles: readonly Role[]): Grant {
  const outside = roles.filter((r) => !grant.roles.includes(r));
  if (outside.length) throw new Error(`${outside.join(', ')} not on the screens ${grant.screens.join(', ')}`);
  return { ...grant, roles: union([roles]) };
}

/** A wider grant: `roles` beyond the screens', with the reason written down. */
export function beyond(grant: Grant, roles: readonly Role[], why: string): Grant {
  return { ...grant, roles: union([grant.roles, roles]), beyond: { roles: union([grant.beyond?.roles ?? [], roles]), why } };
}

/** An endpoint no screen calls: a part of the shell every screen shows (bell, switcher), or monitoring. */
export const noScreen = (roles: readonly Role[], why: string): Grant => beyond({ roles: [], screens: [] }, roles, why);

/**
 * Screens of the order-management group are for allow-listed reseller codes only (spec 1 §2.6,
 * spec 3 §2): `canOrder` is the server's verdict for the login reseller (the server enforces
 * the same list on every storefront, cart and order endpoint).
 */
export function passesResellerAllowList(route: Pick<RouteDef, 'group'>, user: { roles: readonly string[]; canOrder: boolean }): boolean {
  if (route.group !== 'orders' || !isResellerRole(user.roles)) return true;
  return user.canOrder;
}
