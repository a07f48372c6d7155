import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Campaign, CAMPAIGN_MSG, campaignActive, campaignAll, campaignPassive, ttCrmAll } from '../../shared/contract/campaigns.js';
import { ApiError, call } from '../lib/api.js';
import { toast } from '../lib/toast.js';
import { campaignKeys } from './campaigns-queries.js';

export const useCampaigns = () => useQuery({ queryKey: campaignKeys.campaigns(), queryFn: () => call(campaignAll), staleTime: 0 });

export const useTtCrms = () => useQuery({ queryKey: campaignKeys.ttCrms(), queryFn: () => call(ttCrmAll), staleTime: 0 });

export function useInvalidateCampaigns() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: campaignKeys.campaigns() });
}

/**
 * A 400/422 answer carries the server's own Turkish text and the fields to flag, so it goes on
 * to the form dialog's generic handler; anything else (network, 404, 5xx) is the spec's text.
 */
export const isServerVerdict = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 400 || error.status === 422) && error.body !== null;

export const isActiveCampaign = (campaign: Campaign) => campaign.status === 1;

/** 'Pasif Et' / 'Aktif Et' (asked first by the page); the spec's own texts either way (spec 1 §8 "Campaigns and CRM"). */
export function useCampaignStatus() {
  const invalidate = useInvalidateCampaigns();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ id, active }: { id: number; active: boolean }) => call(active ? campaignActive : campaignPassive, { body: { id } }),
    onSuccess: (_campaign, { active }) => {
      toast.success(active ? CAMPAIGN_MSG.activated : CAMPAIGN_MSG.passivated);
      return invalidate();
    },
    onError: (_error, { active }) => {
      toast.error(active ? CAMPAIGN_MSG.activeFailed : CAMPAIGN_MSG.passiveFailed);
      return invalidate();
    },
  });
}
