import { describe, expect, it } from 'vitest';
import { QUICK_ACCESS, SCREEN_ROLES, SHELL_ROUTES } from '../../shared/access.js';
import { menuSections, quickLinks } from './menu-model.js';
import { demoUser } from '../testing/session-testing.js';

// Pretend every route of the table has its screen, so the role rules show in full.
const everyScreen = () => true;

const paths = (user: ReturnType<typeof demoUser>) => menuSections({ ...user, autoLogin: false }, everyScreen).flatMap((s) => s.routes.map((r) => r.path));

describe('menu model', () => {
  it('gives a TTG admin the admin screens and the template pages, but no dealer screens', () => {
    const shown = paths(demoUser(['TTG_ADMIN']));
    expect(shown).toEqual(expect.arrayContaining(['/paramList', '/accessoryCampaignList', '/ProductPriceAdmin-Disty', '/help', '/empty']));
    expect(shown).not.toContain('/faultyProductNotification');
    expect(shown).not.toContain('/ProductPrice-Supply');
  });

  it('keeps TTG_ADMIN-only entries away from a reseller user', () => {
    const shown = paths(demoUser(['RESELLER_USER']));
    expect(shown).toEqual(expect.arrayContaining(['/faultyProductNotification', '/giftTransaction', '/productSaleList', '/help']));
    for (const adminOnly of ['/paramList', '/accessoryCampaignList', '/CanSell', '/WaitingMyAction', '/DefineUser']) expect(shown).not.toContain(adminOnly);
  });

  it('leaves out detail screens and the no-access template', () => {
    const shown = paths(demoUser(['TTG_ADMIN']));
    expect(shown).not.toContain('/ProductDetailAdmin/:productId');
    expect(shown).not.toContain('/access');
    expect(shown).not.toContain('/dashboard');
  });

  it('shows the order group only to allow-listed reseller codes', () => {
    const allowed = paths(demoUser(['RESELLER_ADMIN']));
    expect(allowed).toContain('/resellerOrderManagement');
    const other = demoUser(['RESELLER_ADMIN']);
    other.canOrder = false;
    expect(paths(other)).not.toContain('/resellerOrderManagement');
    // Non-reseller roles of the follow-up screen are not bound by the list.
    expect(paths({ ...demoUser(['TTG_ADMIN']), canOrder: false })).toContain('/resellerProductOrder/follow');
  });

  it('hides groups without a visible entry and keeps the table order', () => {
    const sections = menuSections({ ...demoUser(['TTG_CUSTOMER_SERVICE']), autoLogin: false }, everyScreen);
    expect(sections.map((s) => s.key)).toEqual(['sales', 'template']);
    expect(sections[0].routes.map((r) => r.path)).toEqual(['/productSaleList']);
  });
});

describe('quick access', () => {
  const quick = (user: ReturnType<typeof demoUser>, hasScreen: (path: string) => boolean = everyScreen) =>
    quickLinks({ ...user, autoLogin: false }, hasScreen).map((l) => (l.panel ? `${l.route.path}#${l.panel}` : l.route.path));

  it('names only menu routes of the table', () => {
    for (const e of QUICK_ACCESS) expect(SHELL_ROUTES.some((r) => r.path === e.path && r.menu), e.path).toBe(true);
  });

  it('never advertises the template pages, to any role', () => {
    for (const role of SCREEN_ROLES) {
      const shown = quick(demoUser([role]));
      expect(shown, role).not.toContain('/help');
      expect(shown, role).not.toContain('/empty');
      // They stay in the menu (and reachable by route).
      expect(paths(demoUser([role])), role).toEqual(expect.arrayContaining(['/help', '/empty']));
    }
  });

  it('a reseller admin on the order list: storefront, cart, pending writes, follow-up, stock, sales … first', () => {
    expect(quick(demoUser(['RESELLER_ADMIN']))).toEqual([
      '/resellerOrderManagement',
      '/resellerOrderManagement#cart',
      '/resellerOrderManagement#pending',
      '/resellerProductOrder/follow',
      '/stockInfoList',
      '/satis',
      '/productSaleList',
      '/saleInfoList',
      '/mySerialTransfers',
      '/serialTransfersFromMe',
      '/faultyProductNotification',
      '/faultyProductList',
      '/giftTransaction',
      '/lastResellerScoreOfGift',
      '/resellerScoreTransactions',
      '/productPriceInfoList',
      '/productPrices',
      '/DefineUser',
      '/resellerParamList',
    ]);
  });

  it('a reseller admin off the order list gets no storefront, cart or tray', () => {
    const shown = quick({ ...demoUser(['RESELLER_ADMIN']), canOrder: false });
    expect(shown.filter((p) => p.startsWith('/resellerOrderManagement') || p.startsWith('/resellerProductOrder'))).toEqual([]);
    expect(shown[0]).toBe('/stockInfoList');
  });

  it('a reseller user: its stock, sales, faulty products and gifts', () => {
    expect(quick(demoUser(['RESELLER_USER']))).toEqual([
      '/stockInfoList',
      '/satis',
      '/productSaleList',
      '/saleInfoList',
      '/faultyProductNotification',
      '/faultyProductList',
      '/giftTransaction',
      '/lastResellerScoreOfGift',
    ]);
    // Only screens that exist, as in the menu: none of a reseller user's has landed yet, so no links at all (never the demo pages).
    expect(quick(demoUser(['RESELLER_USER']), (p) => ['/help', '/empty', '/dashboard'].includes(p))).toEqual([]);
  });

  it('other roles: their work of the table first, then their menu in menu order', () => {
    expect(quick(demoUser(['TTG_CUSTOMER_SERVICE']))).toEqual(['/productSaleList']);
    const supply = quick(demoUser(['SUPPLY_ADMIN']));
    expect(supply.slice(0, 2)).toEqual(['/productSaleList', '/saleInfoList']);
    expect(supply).toEqual(expect.arrayContaining(['/ProductManagement', '/ProductPrice-Supply', '/faultyProductExchange']));
    const admin = quick(demoUser(['TTG_ADMIN']));
    expect(admin.slice(0, 4)).toEqual(['/resellerProductOrder/follow', '/satis', '/productSaleList', '/saleInfoList']);
    expect(new Set(admin).size).toBe(admin.length);
    expect(admin).toEqual(expect.arrayContaining(['/paramList', '/accessoryCampaignList']));
  });
});
