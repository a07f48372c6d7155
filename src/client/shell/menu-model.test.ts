import { describe, expect, it } from 'vitest';
import { menuSections } from './menu-model.js';
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
