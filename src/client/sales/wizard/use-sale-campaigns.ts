import { type QueryClient, useQuery } from '@tanstack/react-query';
import { saleCampaigns } from '../../../shared/contract/sale-wizard.js';
import type { ResponseOf } from '../../../shared/contract/endpoint.js';
import { ApiError, call } from '../../lib/api.js';
import { offlineDb } from '../../lib/offline/db.js';
import { markNetworkDown, markNetworkUp, SLOW_READ_MS } from '../../lib/offline/network-state.js';

export type SaleCampaign = ResponseOf<typeof saleCampaigns>[number];

/** The last campaigns answered, kept for a sale without a signal (wiped with the dealer's other offline data). */
const CAMPAIGNS_KEY = 'sale-campaigns';

/**
 * GET /sale/campaigns, kept in the offline database: without a signal the wizard offers the
 * campaigns last seen (null: never seen on this device). A campaign ended meanwhile is refused at
 * completion (CAMPAIGN_INACTIVE), shown with the sale's other conflicts.
 */
export async function loadSaleCampaigns(): Promise<SaleCampaign[] | null> {
  const db = offlineDb();
  try {
    const campaigns = await call(saleCampaigns, { timeoutMs: SLOW_READ_MS, redirectOnSessionEnd: false });
    markNetworkUp();
    await db.meta.put({ key: CAMPAIGNS_KEY, value: campaigns }).catch(() => undefined);
    return campaigns;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 0) throw error;
    markNetworkDown();
    return ((await db.meta.get(CAMPAIGNS_KEY))?.value as SaleCampaign[] | undefined) ?? null;
  }
}

const SALE_CAMPAIGNS_QUERY = { queryKey: ['sale', 'campaigns'], queryFn: loadSaleCampaigns, networkMode: 'always', staleTime: 60_000 } as const;

export const useSaleCampaigns = (enabled: boolean) => useQuery({ ...SALE_CAMPAIGNS_QUERY, enabled });

/**
 * Asks for the campaigns when the wizard opens with a signal, so that they are kept on the device
 * before the dealer needs them: a campaign sale made later without a signal (the shop's basement)
 * then still offers them. Before, they were asked for only when TEMLIK was picked, and a dealer who
 * lost the signal before that could not sell with a campaign at all (seen in the browser test).
 */
export const prefetchSaleCampaigns = (client: QueryClient) => client.prefetchQuery(SALE_CAMPAIGNS_QUERY);
