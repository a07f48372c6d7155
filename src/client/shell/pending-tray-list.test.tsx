import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OutboxEntry } from '../lib/offline/db.js';
import { offlineDb } from '../lib/offline/db.js';
import { wipeOfflineData } from '../lib/offline/owner.js';
import { clearSession } from '../lib/session.js';
import { PendingTrayList } from './pending-tray-list.js';
import { demoUser, signIn } from '../testing/session-testing.js';
import { renderScreen } from '../testing/screen-testing.js';

const mocks = vi.hoisted(() => ({ confirm: vi.fn(async () => true), kick: vi.fn(async () => undefined) }));
vi.mock('../ui/dialogs/confirm.js', () => ({ confirm: mocks.confirm }));
vi.mock('../lib/offline/outbox-runner.js', async (original) => ({ ...(await original<typeof import('../lib/offline/outbox-runner.js')>()), kickOutbox: mocks.kick }));

const entry = (over: Partial<OutboxEntry>): OutboxEntry => ({
  id: crypto.randomUUID(),
  kind: 'cart.add',
  body: {},
  label: 'USB-C Kablo × 3',
  owner: '1:1',
  createdAt: Date.parse('2026-11-28T09:30:00Z'),
  state: 'queued',
  attempts: 0,
  nextAt: 0,
  ...over,
});
const entryOf = (kind: string) => screen.getAllByTestId(`pending-entry-${kind}`);
const stored = async () => (await offlineDb().outbox.toArray()).map((e) => [e.kind, e.state]);

/** The pending tray's list (issue 12 §2): each write with kind, time, state and error; retry, discard and send. */
describe('pending tray', () => {
  beforeEach(async () => {
    await wipeOfflineData();
    signIn(demoUser(['RESELLER_ADMIN']));
    await offlineDb().outbox.bulkAdd([
      entry({}),
      entry({ kind: 'order.complete', label: 'Sipariş (2 ürün)', state: 'refused', attempts: 1, error: 'Sepetiniz boş.' }),
      entry({ label: 'Başka bayinin yazısı', owner: '9:9' }),
    ]);
  });
  afterEach(() => {
    clearSession();
    vi.clearAllMocks();
  });

  it("shows the user's own writes only, with kind, label, state and the server's refusal", async () => {
    renderScreen(<PendingTrayList onNavigate={() => undefined} />);
    await screen.findByTestId('pending-entry-order.complete');
    expect(entryOf('cart.add')).toHaveLength(1);
    const add = entryOf('cart.add')[0];
    expect(add.textContent).toContain('Sepete ekleme');
    expect(add.textContent).toContain('USB-C Kablo × 3');
    expect(within(add).getByTestId('pending-entry-state').textContent).toBe('Sırada');
    const order = entryOf('order.complete')[0];
    expect(within(order).getByTestId('pending-entry-state').textContent).toBe('Reddedildi');
    expect(within(order).getByTestId('pending-entry-error').textContent).toBe('Sepetiniz boş.');
    expect(screen.queryByText('Başka bayinin yazısı')).toBeNull();
  });

  it('retry puts a refused write back in the queue and sends; send-all sends', async () => {
    renderScreen(<PendingTrayList onNavigate={() => undefined} />);
    const order = await screen.findByTestId('pending-entry-order.complete');
    fireEvent.click(within(order).getByTestId('pending-entry-retry'));
    await waitFor(() => expect(within(screen.getByTestId('pending-entry-order.complete')).getByTestId('pending-entry-state').textContent).toBe('Sırada'));
    expect(mocks.kick).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('pending-entry-error')).toBeNull();
    fireEvent.click(screen.getByTestId('pending-tray-send'));
    await waitFor(() => expect(mocks.kick).toHaveBeenCalledTimes(2));
  });

  it('discard asks first: Vazgeç keeps the write, Sil drops it', async () => {
    renderScreen(<PendingTrayList onNavigate={() => undefined} />);
    const add = await screen.findByTestId('pending-entry-cart.add');
    mocks.confirm.mockResolvedValueOnce(false);
    fireEvent.click(within(add).getByTestId('pending-entry-discard'));
    await waitFor(() => expect(mocks.confirm).toHaveBeenCalledWith(expect.objectContaining({ message: 'Bu işlem gönderilmeden silinecek. Emin misiniz?', confirmText: 'Sil' })));
    expect(await stored()).toContainEqual(['cart.add', 'queued']);
    mocks.confirm.mockResolvedValueOnce(true);
    fireEvent.click(within(screen.getByTestId('pending-entry-cart.add')).getByTestId('pending-entry-discard'));
    await waitFor(() => expect(screen.queryByTestId('pending-entry-cart.add')).toBeNull());
    // Only the other owner's entry of that kind is left in the database.
    expect((await offlineDb().outbox.toArray()).filter((e) => e.kind === 'cart.add').map((e) => e.owner)).toEqual(['9:9']);
  });
});
