import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { CAMPAIGN_MSG, type TtCrm } from '../../shared/contract/campaigns.js';
import { type ApiCall, clearToasts, fakeApi, isDisabled, renderScreen, settle, toastsOf } from '../testing/screen-testing.js';
import TtCrmListPage from './tt-crm-list-page.js';

const confirmMock = vi.hoisted(() => vi.fn(async () => true));
vi.mock('../ui/dialogs/confirm.js', () => ({ confirm: confirmMock }));

const CRMS: TtCrm[] = [
  { id: 1, crmCode: 'TTCRM01', name: 'Bireysel', firmName: 'Türk Telekom', serialOptionActive: false },
  { id: 2, crmCode: 'TTCRM02', name: 'Kurumsal', firmName: null, serialOptionActive: true },
];

const checked = (testId: string) => (screen.getByTestId(testId) as HTMLElement & { checked?: boolean }).checked;
const turn = (testId: string, on: boolean) =>
  act(() => {
    screen.getByTestId(testId).dispatchEvent(new CustomEvent('ionChange', { detail: { checked: on }, bubbles: true }));
  });

describe('/ttCrmList', () => {
  // The server's records: a saved change shows in the next read.
  let stored: TtCrm[];
  let usage: (c: ApiCall) => [number, unknown];
  const route = (c: ApiCall): [number, unknown] | undefined => {
    if (c.path === '/api/ttCrm/getAll') return [200, stored];
    if (c.path === '/api/ttCrm/updateSerialUsage') return usage(c);
    return undefined;
  };

  beforeEach(() => {
    clearToasts();
    confirmMock.mockClear();
    stored = CRMS.map((r) => ({ ...r }));
    usage = (c) => {
      const body = c.body as { ttCrmId: number; serialOptionActive: boolean };
      stored = stored.map((r) => (r.id === body.ttCrmId ? { ...r, serialOptionActive: body.serialOptionActive } : r));
      return [200, stored.find((r) => r.id === body.ttCrmId)];
    };
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists code, name, firm and both usages; password usage is always on and disabled', async () => {
    fakeApi(route);
    renderScreen(<TtCrmListPage />, { path: '/ttCrmList' });
    const row = await screen.findByTestId('ttcrm-row-1');
    for (const text of ['TTCRM01', 'Bireysel', 'Türk Telekom']) expect(within(row).getByText(text)).toBeTruthy();
    expect(checked('ttcrm-serial-1')).toBe(false);
    expect(checked('ttcrm-serial-2')).toBe(true);
    for (const id of [1, 2]) {
      expect(checked(`ttcrm-pass-${id}`)).toBe(true);
      expect(isDisabled(`ttcrm-pass-${id}`)).toBe(true);
    }
  });

  it('turns serial usage on after confirmation: "Seri numara kullanımı güncellendi."', async () => {
    const server = fakeApi(route);
    renderScreen(<TtCrmListPage />, { path: '/ttCrmList' });
    await screen.findByTestId('ttcrm-serial-1');
    turn('ttcrm-serial-1', true);
    await waitFor(() => expect(toastsOf('success')).toEqual([CAMPAIGN_MSG.serialUsageSaved]));
    expect(confirmMock).toHaveBeenCalledWith(expect.objectContaining({ message: CAMPAIGN_MSG.serialOnConfirm }));
    expect(server.to('/ttCrm/updateSerialUsage')[0].body).toEqual({ ttCrmId: 1, serialOptionActive: true });
    await waitFor(() => expect(server.to('/ttCrm/getAll')).toHaveLength(2));
    await settle();
    expect(checked('ttcrm-serial-1')).toBe(true);
    expect(isDisabled('ttcrm-serial-1')).toBe(false);
  });

  it('asks before turning it off; a declined confirmation sends nothing and the toggle returns', async () => {
    const server = fakeApi(route);
    renderScreen(<TtCrmListPage />, { path: '/ttCrmList' });
    await screen.findByTestId('ttcrm-serial-2');
    confirmMock.mockResolvedValueOnce(false);
    turn('ttcrm-serial-2', false);
    await settle();
    expect(confirmMock).toHaveBeenCalledWith(expect.objectContaining({ message: CAMPAIGN_MSG.serialOffConfirm }));
    expect(server.to('/ttCrm/updateSerialUsage')).toHaveLength(0);
    expect(checked('ttcrm-serial-2')).toBe(true);
  });

  it('says "Seri numara kullanımı güncellenemedi." on a failure and the toggle returns', async () => {
    usage = () => [500, { status: 500, code: 500, errors: [], fields: [] }];
    const server = fakeApi(route);
    renderScreen(<TtCrmListPage />, { path: '/ttCrmList' });
    await screen.findByTestId('ttcrm-serial-2');
    turn('ttcrm-serial-2', false);
    await waitFor(() => expect(toastsOf('error')).toEqual([CAMPAIGN_MSG.serialUsageFailed]));
    expect(server.to('/ttCrm/updateSerialUsage')[0].body).toEqual({ ttCrmId: 2, serialOptionActive: false });
    await waitFor(() => expect(checked('ttcrm-serial-2')).toBe(true));
  });
});
