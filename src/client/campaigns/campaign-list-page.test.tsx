import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type Campaign, CAMPAIGN_MSG } from '../../shared/contract/campaigns.js';
import { type ApiCall, clearToasts, click, fakeApi, isFlagged, renderScreen, settle, toastsOf, typeIon } from '../testing/screen-testing.js';
import { CampaignDialog } from './campaign-dialog.js';
import CampaignListPage from './campaign-list-page.js';

const confirmMock = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../ui/dialogs/confirm.js', () => ({ confirm: confirmMock }));

const campaign = (id: number, patch: Partial<Campaign> = {}): Campaign => ({
  id,
  status: 1,
  voucherCode: `AK${String(id).padStart(5, '0')}`,
  description: `Aksesuar Kampanyası ${id}`,
  billTemplate: `Aksesuar paketi ${id}`,
  amount: 1250,
  amountCode: 'A',
  termNumber: 6,
  termNumberCode: '1',
  termAmount: 208.33,
  stockWarning: 1500,
  passStockWarning: 300,
  ...patch,
});
const CAMPAIGNS = [campaign(1), campaign(2, { status: 0, amount: 500.75 }), ...Array.from({ length: 10 }, (_, i) => campaign(10 + i))];

const FILLED: Record<string, string> = {
  voucherCode: 'AK30009',
  description: 'Aksesuar Kampanyası 300 TL 9 Taksit',
  billTemplate: 'Aksesuar paketi 300 TL - 9 ay',
  amount: '300',
  amountCode: 'D',
  termNumber: '9',
  termNumberCode: '2',
  termAmount: '33,33',
  stockWarning: '200',
  passStockWarning: '100',
};
const fill = async (values: Record<string, string>) => {
  for (const [field, value] of Object.entries(values)) await typeIon(`campaign-dialog-${field}`, value);
};

describe('/accessoryCampaignList', () => {
  let upsert: (c: ApiCall) => [number, unknown];
  let statusAnswer: (c: ApiCall) => [number, unknown];
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === '/api/accessoryCampaign/getAllWithPassive') return [200, CAMPAIGNS];
    if (c.path === '/api/accessoryCampaign/upsert') return upsert(c);
    if (c.path === '/api/accessoryCampaign/passive' || c.path === '/api/accessoryCampaign/active') return statusAnswer(c);
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    confirmMock.mockClear();
    upsert = (c) => [200, { ...campaign(9), ...(c.body as object) }];
    statusAnswer = (c) => [200, campaign((c.body as { id: number }).id)];
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists every campaign by package, money with 2 decimals, passive ones muted with "Düzenle" and "Aktif Et"; pages by 10/20/30', async () => {
    fakeApi(route);
    renderScreen(<CampaignListPage />, { path: '/accessoryCampaignList' });
    const row = await screen.findByTestId('campaign-row-1');
    for (const text of ['Paket 1250', 'AK00001', '₺1,250.00', '₺208.33', '1,500', 'Aktif']) expect(within(row).getByText(text)).toBeTruthy();
    const passive = screen.getByTestId('campaign-row-2');
    expect(within(passive).getByText('Paket 500')).toBeTruthy();
    expect(within(passive).getByText('₺500.75')).toBeTruthy();
    expect(within(passive).getByText('Pasif')).toBeTruthy();
    expect(passive.classList.contains('row-passive')).toBe(true);
    expect(screen.getByTestId('campaign-edit-1').textContent).toBe('Düzenle');
    expect(screen.getByTestId('campaign-passive-1').textContent).toBe('Pasif Et');
    expect(screen.queryByTestId('campaign-active-1')).toBeNull();
    expect(screen.getByTestId('campaign-edit-2').textContent).toBe('Düzenle');
    expect(screen.queryByTestId('campaign-passive-2')).toBeNull();
    expect(screen.getByTestId('campaign-active-2').textContent).toBe('Aktif Et');
    expect(screen.getByTestId('campaign-paginator-report').textContent).toBe('12 kayıttan 1 - 10 arası gösteriliyor');
  });

  it('says "Kayıt bulunamadı" without campaigns', async () => {
    fakeApi((c) => (c.path === '/api/accessoryCampaign/getAllWithPassive' ? [200, []] : undefined));
    renderScreen(<CampaignListPage />, { path: '/accessoryCampaignList' });
    await waitFor(() => expect(screen.getByTestId('campaign-empty').textContent).toBe(CAMPAIGN_MSG.empty));
  });

  it('deactivates after confirmation and reloads; a declined confirmation sends nothing', async () => {
    const server = fakeApi(route);
    renderScreen(<CampaignListPage />, { path: '/accessoryCampaignList' });
    confirmMock.mockResolvedValueOnce(false);
    await click('campaign-passive-1');
    await settle();
    expect(server.to('/accessoryCampaign/passive')).toHaveLength(0);

    await click('campaign-passive-1');
    await waitFor(() => expect(toastsOf('success')).toEqual([CAMPAIGN_MSG.passivated]));
    expect(confirmMock).toHaveBeenLastCalledWith(expect.objectContaining({ message: CAMPAIGN_MSG.passiveConfirm }));
    expect(server.to('/accessoryCampaign/passive')[0].body).toEqual({ id: 1 });
    await waitFor(() => expect(server.to('/accessoryCampaign/getAllWithPassive')).toHaveLength(2));
  });

  it('activates after confirmation; a failure says "Kampanya aktif duruma getirilemedi."', async () => {
    statusAnswer = () => [500, { status: 500, code: 500, errors: [], fields: [] }];
    const server = fakeApi(route);
    renderScreen(<CampaignListPage />, { path: '/accessoryCampaignList' });
    await click('campaign-active-2');
    await waitFor(() => expect(toastsOf('error')).toEqual([CAMPAIGN_MSG.activeFailed]));
    expect(confirmMock).toHaveBeenLastCalledWith(expect.objectContaining({ message: CAMPAIGN_MSG.activeConfirm }));
    expect(server.to('/accessoryCampaign/active')[0].body).toEqual({ id: 2 });
  });

  it('edits a campaign from its row, its values in the dialog', async () => {
    const server = fakeApi(route);
    renderScreen(<CampaignListPage />, { path: '/accessoryCampaignList' });
    await click('campaign-edit-1');
    await waitFor(() => expect((screen.getByTestId('campaign-dialog-termAmount') as HTMLIonInputElement).value).toBe('208.33'));
    await typeIon('campaign-dialog-description', 'Yeni açıklama');
    await click('campaign-dialog-submit');
    await waitFor(() => expect(toastsOf('success')).toEqual([CAMPAIGN_MSG.saved]));
    expect(server.to('/accessoryCampaign/upsert')[0].body).toMatchObject({ id: 1, voucherCode: 'AK00001', description: 'Yeni açıklama', amount: 1250, termAmount: '208.33' });
  });

  it('edits a passive campaign from its row with the same checks (spec 1 §2.14)', async () => {
    const server = fakeApi(route);
    renderScreen(<CampaignListPage />, { path: '/accessoryCampaignList' });
    await click('campaign-edit-2');
    await waitFor(() => expect((screen.getByTestId('campaign-dialog-voucherCode') as HTMLIonInputElement).value).toBe('AK00002'));
    await typeIon('campaign-dialog-termAmount', '83,5');
    await click('campaign-dialog-submit');
    await settle();
    expect(toastsOf('warn')).toEqual([CAMPAIGN_MSG.termAmount]);
    expect(server.to('/accessoryCampaign/upsert')).toHaveLength(0);
    await typeIon('campaign-dialog-termAmount', '83,50');
    await click('campaign-dialog-submit');
    await waitFor(() => expect(toastsOf('success')).toEqual([CAMPAIGN_MSG.saved]));
    expect(server.to('/accessoryCampaign/upsert')[0].body).toMatchObject({ id: 2, voucherCode: 'AK00002', amount: 500.75, termAmount: '83.50' });
  });
});

describe('campaign dialog', () => {
  beforeEach(() => clearToasts());
  afterEach(() => vi.unstubAllGlobals());

  it('warns about empty required fields, the SN code and the term amount, flags them and sends nothing', async () => {
    const server = fakeApi(() => undefined);
    renderScreen(<CampaignDialog isOpen campaign={null} onClose={() => undefined} />);
    await screen.findByTestId('campaign-dialog-voucherCode');
    await click('campaign-dialog-submit');
    await settle();
    expect(toastsOf('warn')).toEqual([CAMPAIGN_MSG.required]);
    for (const field of ['voucherCode', 'description', 'billTemplate', 'amount', 'termNumber', 'termAmount']) expect(isFlagged(`campaign-dialog-${field}`), field).toBe(true);
    expect(isFlagged('campaign-dialog-amountCode')).toBe(false);

    clearToasts();
    await fill({ ...FILLED, voucherCode: 'AK300' });
    await click('campaign-dialog-submit');
    await settle();
    expect(toastsOf('warn')).toEqual([CAMPAIGN_MSG.snCode]);
    expect(isFlagged('campaign-dialog-voucherCode')).toBe(true);
    expect(isFlagged('campaign-dialog-termAmount')).toBe(false);

    clearToasts();
    await fill({ voucherCode: 'AK30009', termAmount: '33,333' });
    await waitFor(() => expect(isFlagged('campaign-dialog-voucherCode')).toBe(false));
    await click('campaign-dialog-submit');
    await settle();
    expect(toastsOf('warn')).toEqual([CAMPAIGN_MSG.termAmount]);
    expect(isFlagged('campaign-dialog-termAmount')).toBe(true);
    expect(server.calls).toHaveLength(0);
  });

  it('saves a new campaign with the amounts as numbers, the term amount as its 2-decimal text (a Turkish comma taken), and closes', async () => {
    const server = fakeApi((c) => (c.path === '/api/accessoryCampaign/upsert' ? [200, { ...campaign(30), ...(c.body as object) }] : undefined));
    const onClose = vi.fn();
    renderScreen(<CampaignDialog isOpen campaign={null} onClose={onClose} />);
    await fill(FILLED);
    await click('campaign-dialog-submit');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.to('/accessoryCampaign/upsert')[0].body).toEqual({
      voucherCode: 'AK30009',
      description: FILLED.description,
      billTemplate: FILLED.billTemplate,
      amount: 300,
      amountCode: 'D',
      termNumber: 9,
      termNumberCode: '2',
      termAmount: '33.33',
      stockWarning: 200,
      passStockWarning: 100,
    });
    expect(toastsOf('success')).toEqual([CAMPAIGN_MSG.saved]);
  });

  it("flags the server's field on a 400 and keeps the dialog open", async () => {
    fakeApi((c) =>
      c.path === '/api/accessoryCampaign/upsert' ? [400, { status: 400, code: 10001, errors: [{ field: 'voucherCode', message: CAMPAIGN_MSG.snTaken }], fields: ['voucherCode'] }] : undefined,
    );
    const onClose = vi.fn();
    renderScreen(<CampaignDialog isOpen campaign={null} onClose={onClose} />);
    await fill(FILLED);
    await click('campaign-dialog-submit');
    await waitFor(() => expect(toastsOf('error')).toEqual([CAMPAIGN_MSG.snTaken]));
    await waitFor(() => expect(isFlagged('campaign-dialog-voucherCode')).toBe(true));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says "Kampanya kaydedilemedi." on any other failure', async () => {
    fakeApi(() => undefined);
    const onClose = vi.fn();
    renderScreen(<CampaignDialog isOpen campaign={campaign(4)} onClose={onClose} />);
    await waitFor(() => expect((screen.getByTestId('campaign-dialog-voucherCode') as HTMLIonInputElement).value).toBe('AK00004'));
    await click('campaign-dialog-submit');
    await waitFor(() => expect(toastsOf('error')).toEqual([CAMPAIGN_MSG.saveFailed]));
    expect(onClose).not.toHaveBeenCalled();
  });
});
