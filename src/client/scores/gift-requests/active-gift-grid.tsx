import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { activeGiftList, type Gift, GIFT_FILTER_DEBOUNCE_MS, GIFT_MSG, GIFT_NAME_MAX } from '../../../shared/contract/gifts.js';
import { fetchListPage } from '../../lib/api.js';
import { Paginator } from '../../ui/list/paginator.js';
import { useDebouncedState } from '../../ui/list/use-debounced-value.js';
import { PlainButton } from '../../ui/plain-button.js';
import { SelectField } from '../../ui/select-field.js';
import { Spinner } from '../../ui/spinner.js';
import { TextField } from '../../ui/text-field.js';
import { GiftCard, GiftGrid } from '../gifts/gift-card.js';
// Spec 3 §2.10 sorts by score both ways, as the admin's grid; without a choice the list's own order (oldest first, spec 3 §9).
import { GIFT_SORT_OPTIONS } from '../gifts/gift-views.js';
import { giftRequestKeys } from './gift-request-queries.js';

export interface ActiveGiftGridProps {
  /** The caller's approved score: a gift above it cannot be asked for. */
  approvedScore: number;
  onRequest: (gift: Gift) => void;
  /** The gift whose request is running (its button spins, the others wait). */
  pending: number | null;
}

/**
 * The active gifts of the running campaign (contract activeGiftList): searched by name 2 s after the
 * last key (spec 3 §9), sorted by score, 12/24/36 a page, each card with 'Hediyeyi Al' — disabled
 * while the approved score is below the gift's (the server refuses it too).
 */
export function ActiveGiftGrid({ approvedScore, onRequest, pending }: ActiveGiftGridProps) {
  const { value: name, settled, set: setName, flush } = useDebouncedState('', GIFT_FILTER_DEBOUNCE_MS);
  const [sort, setSort] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(activeGiftList.defaultPageSize);
  const filter: Record<string, string> = settled.trim() ? { name: settled.trim() } : {};
  const order = sort || activeGiftList.defaultSort;
  const { data, isPending, isFetching } = useQuery({
    queryKey: [...giftRequestKeys.gifts(), filter, page, size, order],
    queryFn: ({ signal }) => fetchListPage(activeGiftList, { page, size, sort: order }, filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const gifts = data?.content ?? [];

  return (
    <section className="gift-request-grid-section" data-testid="gift-grid-section">
      <div className="gift-request-tools">
        <div
          className="gift-request-search"
          onKeyDown={(e) => {
            if (e.key === 'Enter') flush();
          }}
        >
          <TextField
            testId="gift-grid-search"
            label="Ürün Adı"
            value={name}
            maxlength={GIFT_NAME_MAX}
            onValue={(v) => {
              setName(v);
              setPage(0);
            }}
          />
        </div>
        <div className="gift-request-sort">
          <SelectField
            testId="gift-grid-sort"
            label="Sıralama"
            value={sort}
            options={GIFT_SORT_OPTIONS}
            clearable
            onValue={(v) => {
              setSort(v);
              setPage(0);
            }}
          />
        </div>
      </div>
      {isPending ? (
        <Spinner name="dots" className="gift-request-loading" />
      ) : gifts.length === 0 ? (
        <p className="gift-request-empty" data-testid="gift-grid-empty">
          {activeGiftList.emptyText}
        </p>
      ) : (
        <GiftGrid testId="gift-grid" busy={isFetching}>
          {gifts.map((g) => (
            <GiftCard
              key={g.id}
              gift={g}
              actions={
                <PlainButton
                  expand="block"
                  disabled={approvedScore < g.giftScore || pending !== null}
                  title={approvedScore < g.giftScore ? GIFT_MSG.notEnoughScore : undefined}
                  onClick={() => onRequest(g)}
                  data-testid={`gift-request-${g.id}`}
                >
                  {pending === g.id && <Spinner className="button-spinner" />}
                  {GIFT_MSG.request}
                </PlainButton>
              }
            />
          ))}
        </GiftGrid>
      )}
      {data && data.totalElements > 0 && (
        <Paginator
          total={data.totalElements}
          page={page}
          size={size}
          sizes={[...activeGiftList.pageSizes]}
          onPage={setPage}
          onSize={(s) => {
            setSize(s);
            setPage(0);
          }}
          testId="gift-grid-paginator"
        />
      )}
    </section>
  );
}
