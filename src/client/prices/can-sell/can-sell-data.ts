import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CAN_SELL_MSG, canSellAll, canSellByBrand, canSellDelete, canSellUpsert, type CanSellMapping, type CanSellSupply } from '../../../shared/contract/can-sell.js';
import { foldForSearch } from '../../../shared/text.js';
import { call } from '../../lib/api.js';
import { toast } from '../../lib/toast.js';
import { priceKeys } from '../price-queries.js';

/** One row of the /CanSell table: a mapped (brand, supply) pair. */
export interface CanSellRow {
  key: string;
  brand: CanSellMapping['brand'];
  supply: CanSellSupply;
}

/** The mappings as table rows, in the server's order (brands, then each brand's supplies). */
export const toRows = (mappings: CanSellMapping[]): CanSellRow[] =>
  mappings.flatMap((m) => m.supplies.map((supply) => ({ key: `${m.brand.id}-${supply.id}`, brand: m.brand, supply })));

/** The first distributor of the supply is shown (spec 1 §3); '-' when it has none. */
export const firstDistyName = (supply: CanSellSupply) => supply.disties[0]?.name ?? '-';

/** Rows whose brand, supplier or distributor name contains the text (case and Turkish letters folded). */
export function filterRows(rows: CanSellRow[], text: string) {
  const q = foldForSearch(text.trim());
  if (!q) return rows;
  return rows.filter((r) => [r.brand.name, r.supply.name, r.supply.code, firstDistyName(r.supply)].some((name) => foldForSearch(name).includes(q)));
}

export const useCanSellMappings = () => useQuery({ queryKey: priceKeys.canSell(), queryFn: () => call(canSellAll) });

/** One brand's mapped supplies (nothing before a brand is chosen). */
export const useBrandMapping = (brandId: number | null) =>
  useQuery({
    queryKey: [...priceKeys.canSell(), 'brand', brandId ?? 0],
    queryFn: () => call(canSellByBrand, { body: { brandId: brandId! } }),
    enabled: brandId !== null,
  });

export const saveMapping = (input: { brandId: number; supplies: number[] }) => call(canSellUpsert, { body: input });

export function useInvalidateCanSell() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: priceKeys.canSell() });
}

/** Deletes one pair; a refusal comes from the global handler. */
export function useDeleteMapping() {
  const invalidate = useInvalidateCanSell();
  return useMutation({
    mutationFn: (row: CanSellRow) => call(canSellDelete, { body: { brandId: row.brand.id, supplyId: row.supply.id } }),
    onSuccess: () => {
      toast.success(CAN_SELL_MSG.done);
      return invalidate();
    },
  });
}
