import { useRef, useState } from 'react';
import { IonButton, IonIcon } from '@ionic/react';
import { closeCircleOutline, searchOutline } from 'ionicons/icons';
import { BATCH_MSG, type CodeRow, type PassiveSerialFilter } from '../../../../shared/contract/code-batches.js';
import { toast } from '../../../lib/toast.js';
import { AppPage } from '../../../ui/app-page.js';
import { confirm } from '../../../ui/dialogs/confirm.js';
import { FilterBar } from '../../../ui/list/filter-bar.js';
import { changeValue, initialValues } from '../../../ui/list/filter-values.js';
import { ListScreen } from '../../../ui/list/list-screen.js';
import type { FilterValues, ListHandle } from '../../../ui/list/list-types.js';
import { checkPassiveFilter, PASSIVE_FILTERS } from './passive-filter.js';
import { PASSIVE_TEXT, passiveView } from './passive-view.js';
import { usePassivate } from './use-passivate.js';
import './passive.css';

const EMPTY = initialValues(PASSIVE_FILTERS);

/**
 * /passiveSerial 'Seri Numara Pasifleştirme' (TTG_ADMIN, spec 2 §2.13, §5): find serials by a date
 * range of at most 7 days, a reseller code or a serial, then deactivate the chosen ones — or,
 * with none chosen, every one found — after a confirmation.
 */
export default function PassiveSerialPage() {
  const [draft, setDraft] = useState<FilterValues>(EMPTY);
  // Each search mounts the list afresh (its first page, no selection) with the checked filter.
  const [search, setSearch] = useState<{ filter: PassiveSerialFilter; n: number } | null>(null);
  const listRef = useRef<ListHandle>(null);
  const passivate = usePassivate(() => listRef.current?.clearSelection());

  const run = (values: FilterValues) => {
    const checked = checkPassiveFilter(values);
    if (!checked.ok) {
      toast.warn(checked.message);
      return;
    }
    setSearch((s) => ({ filter: checked.filter, n: (s?.n ?? 0) + 1 }));
  };
  const change = (key: string, value: string) => setDraft((d) => changeValue(PASSIVE_FILTERS, d, key, value));
  const commit = (key: string, value: string) => {
    const next = changeValue(PASSIVE_FILTERS, draft, key, value);
    setDraft(next);
    run(next);
  };
  const clear = () => {
    setDraft(EMPTY);
    setSearch(null);
  };

  const onPassivate = async (selected: CodeRow[]) => {
    if (!search || passivate.isPending) return;
    const ok = await confirm({ header: PASSIVE_TEXT.passivate, message: BATCH_MSG.passiveConfirm, danger: true });
    if (ok) passivate.mutate(selected.length > 0 ? { serialIdList: selected.map((r) => r.id) } : { filter: search.filter });
  };

  return (
    <AppPage>
      <div className="passive-search">
        <FilterBar
          id="passive"
          filters={PASSIVE_FILTERS}
          values={draft}
          onChange={change}
          onCommit={commit}
          actions={
            <>
              <IonButton onClick={() => run(draft)} data-testid="passive-search">
                <IonIcon aria-hidden="true" slot="start" icon={searchOutline} />
                Ara
              </IonButton>
              <IonButton fill="outline" color="medium" onClick={clear} data-testid="passive-clear">
                <IonIcon aria-hidden="true" slot="start" icon={closeCircleOutline} />
                Temizle
              </IonButton>
            </>
          }
        />
      </div>
      {search ? (
        <ListScreen
          key={search.n}
          listRef={listRef}
          view={passiveView(search.filter, (rows) => void onPassivate(rows))}
          title={PASSIVE_TEXT.found}
          toolbar={<small className="muted">{PASSIVE_TEXT.allHint}</small>}
        />
      ) : (
        <p className="muted" data-testid="passive-needs-filter">
          {BATCH_MSG.passiveNeedsFilter}
        </p>
      )}
    </AppPage>
  );
}
