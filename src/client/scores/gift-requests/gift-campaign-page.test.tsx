import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { GIFT_MSG, type Gift, type GiftCampaign } from '../../../shared/contract/gifts.js';
import { clearSession, setUser } from '../../lib/session.js';
import { type ApiCall, clearToasts, click, fakeApi, isDisabled, refusal, renderScreen, settle, toastsOf, typeIon } from '../../testing/screen-testing.js';
import { demoUser } from '../../testing/session-testing.js';
import GiftCampaignPage from './gift-campaign-page.js';
import { gift, giftTx } from './gift-testing.js';

const confirmMock = vi.hoisted(() => vi.fn(async (_o: { message: string }) => true));
vi.mock('../../ui/dialogs/confirm.js', () => ({ confirm: confirmMock }));

const CAMPAIGN = '/api/gift/campaign';
const ACTIVE = '/api/gift/active';

describe('/giftTransaction', () => {
  let server: ReturnType<typeof fakeApi>;
  let campaign: GiftCampaign;
  let gifts: Gift[];
  let buyAnswer: [number, unknown];
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === CAMPAIGN) return [200, campaign];
    if (c.path === ACTIVE) return [200, { content: gifts, totalElements: gifts.length }];
    const buy = /^\/api\/gift\/buy\/(\d+)$/.exec(c.path);
    if (buy && c.method === 'POST') {
      if (buyAnswer[0] === 200) campaign = { ...campaign, score: { ...campaign.score!, approvedScore: campaign.score!.approvedScore - 1500 } };
      return buyAnswer;
    }
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    confirmMock.mockReset();
    confirmMock.mockImplementation(async () => true);
    campaign = { running: true, score: { resellerCode: 'BY10001', resellerName: 'Kadıköy İletişim', approvedScore: 2500, unapprovedScore: 400 } };
    gifts = [gift(1, 1500), gift(2, 2500), gift(3, 4000)];
    buyAnswer = [200, giftTx(9)];
    server = fakeApi(route);
    setUser(demoUser(['RESELLER_USER']));
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  const open = async () => {
    renderScreen(<GiftCampaignPage />, { path: '/giftTransaction' });
    await screen.findByTestId('gift-card-3');
  };

  it("says only 'Kampanya Sona Ermiştir' while no campaign runs, and asks for no gift", async () => {
    campaign = { running: false, score: null };
    renderScreen(<GiftCampaignPage />, { path: '/giftTransaction' });
    expect((await screen.findByTestId('gift-campaign-ended')).textContent).toBe(GIFT_MSG.campaignEnded);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Puanla Hediye Al');
    expect(screen.queryByTestId('gift-campaign')).toBeNull();
    expect(screen.queryByTestId('gift-balance')).toBeNull();
    expect(screen.queryByTestId('gift-my-gifts')).toBeNull();
    await settle();
    expect(server.to(ACTIVE)).toHaveLength(0);
  });

  it("shows the balances, the active gifts 12 a page and 'Hediyeyi Al' disabled where the approved score is short", async () => {
    await open();
    expect(screen.getByTestId('gift-balance-approved').textContent).toBe('2,500');
    expect(screen.getByTestId('gift-balance-unapproved').textContent).toBe('400');
    expect(screen.getByTestId('gift-balance-code').textContent).toBe('BY10001 Kadıköy İletişim');
    expect(server.to(ACTIVE)[0].url).toBe('/api/gift/active?page=0&size=12&sort=createDateTime%2Casc');
    expect(server.to(ACTIVE)[0].body).toEqual({});
    expect(screen.getByTestId('gift-card-1-name').textContent).toBe('Hediye 1');
    expect(screen.getByTestId('gift-card-3-score').textContent).toBe('4,000 Puan');
    for (const id of [1, 2, 3]) expect(screen.getByTestId(`gift-request-${id}`).textContent).toBe(GIFT_MSG.request);
    // Equal to the balance is enough; above it is not.
    expect(isDisabled('gift-request-1')).toBe(false);
    expect(isDisabled('gift-request-2')).toBe(false);
    expect(isDisabled('gift-request-3')).toBe(true);
    expect(Array.from((screen.getByTestId('gift-grid-paginator-size') as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(['12', '24', '36']);
    expect(screen.getByTestId('gift-my-gifts').getAttribute('href')).toBe('/lastResellerScoreOfGift');
    expect(screen.getByTestId('gift-my-gifts').textContent).toBe(GIFT_MSG.myGifts);
  });

  it('searches by name 2 s after the last key and sorts by score both ways', async () => {
    await open();
    await typeIon('gift-grid-search', 'hopar');
    await act(() => new Promise((r) => setTimeout(r, 1500)));
    expect(server.to(ACTIVE)).toHaveLength(1);
    await waitFor(() => expect(server.to(ACTIVE).at(-1)!.body).toEqual({ name: 'hopar' }), { timeout: 1500 });
    act(() => screen.getByTestId('gift-grid-sort').dispatchEvent(new CustomEvent('ionChange', { detail: { value: 'giftScore,desc' }, bubbles: true })));
    await waitFor(() => expect(server.to(ACTIVE).at(-1)!.url).toBe('/api/gift/active?page=0&size=12&sort=giftScore%2Cdesc'));
    expect(server.to(ACTIVE).at(-1)!.body).toEqual({ name: 'hopar' });
    act(() => screen.getByTestId('gift-grid-sort').dispatchEvent(new CustomEvent('ionChange', { detail: { value: 'giftScore,asc' }, bubbles: true })));
    await waitFor(() => expect(server.to(ACTIVE).at(-1)!.url).toBe('/api/gift/active?page=0&size=12&sort=giftScore%2Casc'));
  });

  it('requests a gift after the confirmation, says so and reads the balances again', async () => {
    await open();
    const campaignReads = server.to(CAMPAIGN).length;
    await click('gift-request-1');
    await waitFor(() => expect(server.to('/api/gift/buy/1')).toHaveLength(1));
    expect(confirmMock.mock.calls[0][0].message).toBe(GIFT_MSG.confirmRequest('Hediye 1', 1500));
    expect(server.to('/api/gift/buy/1')[0].method).toBe('POST');
    await waitFor(() => expect(toastsOf('success')).toEqual([GIFT_MSG.requested]));
    await waitFor(() => expect(server.to(CAMPAIGN).length).toBeGreaterThan(campaignReads));
    await waitFor(() => expect(screen.getByTestId('gift-balance-approved').textContent).toBe('1,000'));
    // 1,000 left: the 2,500 gift is out of reach now.
    await waitFor(() => expect(isDisabled('gift-request-2')).toBe(true));
  });

  it('asks nothing when the confirmation is declined', async () => {
    confirmMock.mockImplementation(async () => false);
    await open();
    await click('gift-request-2');
    await waitFor(() => expect(confirmMock).toHaveBeenCalledTimes(1));
    await settle();
    expect(server.to('/api/gift/buy/2')).toHaveLength(0);
    expect(toastsOf('success')).toEqual([]);
  });

  it("shows the server's words when the request is refused", async () => {
    buyAnswer = [422, refusal(422, GIFT_MSG.notEnoughScore)];
    await open();
    await click('gift-request-2');
    await waitFor(() => expect(toastsOf('error')).toEqual([GIFT_MSG.notEnoughScore]));
    expect(toastsOf('success')).toEqual([]);
  });

  it("says 'Kayıt Bulunamadı.' without active gifts", async () => {
    gifts = [];
    renderScreen(<GiftCampaignPage />, { path: '/giftTransaction' });
    expect((await screen.findByTestId('gift-grid-empty')).textContent).toBe(GIFT_MSG.notFound);
  });
});
