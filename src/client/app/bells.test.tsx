import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { catalogueBells } from '../catalogue/bells.js';
import { catalogueKeys } from '../catalogue/catalogue-queries.js';
import { priceBells } from '../prices/bells.js';
import { priceKeys } from '../prices/price-queries.js';
import { getUser } from '../lib/session.js';
import { Bells } from '../shell/bells.js';
import { demoUser, signIn } from '../testing/session-testing.js';
import { renderInApp } from './app-testing.js';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('bells', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let waiting = 4;
  beforeEach(() => {
    waiting = 4;
    fetchMock = vi.fn(async (url: string) => {
      if (url === '/api/model/waiting/count') return json(waiting);
      if (url.startsWith('/api/faultyProductManagement/getWaitingTicketCount/')) return json(2);
      return json(null, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const calledUrls = () => fetchMock.mock.calls.map((c) => String(c[0]));

  it('shows a TTG admin the waiting-product count on the approvals bell, linking to /WaitingMyAction', async () => {
    signIn(demoUser(['TTG_ADMIN']));
    renderInApp('/dashboard', <Bells user={getUser()!} />);
    expect((await screen.findByTestId('bell-waiting-count')).textContent).toBe('4');
    const bell = screen.getByTestId('bell-waiting');
    expect(bell.getAttribute('aria-label')).toBe('Onay bekleyen ürünler (4)');
    expect(bell.getAttribute('router-link') ?? bell.getAttribute('href') ?? (bell as unknown as { routerLink?: string }).routerLink).toBe('/WaitingMyAction');
    expect(calledUrls()).toEqual(['/api/model/waiting/count']);
    expect(screen.queryByTestId('bell-faulty')).toBeNull();
  });

  it('refetches the count when the approval screen invalidates it', async () => {
    signIn(demoUser(['TTG_ADMIN']));
    const { client } = renderInApp('/dashboard', <Bells user={getUser()!} />);
    expect((await screen.findByTestId('bell-waiting-count')).textContent).toBe('4');
    waiting = 120;
    await act(() => client.invalidateQueries({ queryKey: catalogueKeys.waitingCount() }));
    await waitFor(() => expect(screen.getByTestId('bell-waiting-count').textContent).toBe('99+'));
    waiting = 0;
    await act(() => client.invalidateQueries({ queryKey: catalogueKeys.waiting() }));
    await waitFor(() => expect(screen.queryByTestId('bell-waiting-count')).toBeNull());
    expect(screen.getByTestId('bell-waiting').getAttribute('aria-label')).toBe('Onay bekleyen ürünler');
  });

  it('never asks for the waiting count for other roles', async () => {
    signIn(demoUser(['SUPPLY_ADMIN']));
    renderInApp('/dashboard', <Bells user={getUser()!} />);
    expect((await screen.findByTestId('bell-faulty-count')).textContent).toBe('2');
    expect(screen.queryByTestId('bell-waiting')).toBeNull();
    expect(calledUrls()).toEqual(['/api/faultyProductManagement/getWaitingTicketCount/7']);
  });

  it('shows no bell and makes no call for a TTG user without the admin role', async () => {
    signIn(demoUser(['TTG_USER']));
    const { container } = renderInApp('/dashboard', <Bells user={getUser()!} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(container.querySelector('.bell')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keys the light bells as their areas do (the approval screens invalidate those keys)', () => {
    signIn(demoUser(['TTG_ADMIN']));
    expect(catalogueBells[0].query(getUser()!)!.queryKey).toEqual(catalogueKeys.waitingCount());
    signIn(demoUser(['DISTY_ADMIN']));
    expect(priceBells[0].query(getUser()!)!.queryKey).toEqual(priceKeys.waitingCount());
  });
});
