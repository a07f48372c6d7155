import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ListDecl, RowOfList } from '../../../shared/contract/list.js';
import { AppPage } from '../../ui/app-page.js';
import { ListScreen } from '../../ui/list/list-screen.js';
import type { ListView } from '../../ui/list/list-types.js';

/** A price list's view built around the row's 'Detay' (see owner-price-views, admin-price-page). */
export type DetailViewOf<L extends ListDecl> = (openDetail: (row: RowOfList<L>) => void) => ListView<L>;

/** The view of `viewOf` whose 'Detay' goes to the row's detail screen (`pathOf`); stable for the screen's life. */
export function useDetailView<L extends ListDecl>(viewOf: DetailViewOf<L>, pathOf: (row: RowOfList<L>) => string): ListView<L> {
  const navigate = useNavigate();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- viewOf and pathOf are module-level functions: the view changes with navigate only.
  return useMemo(() => viewOf((row) => navigate(pathOf(row))), [navigate]);
}

/** A screen of one price list whose 'Detay' opens the row's detail screen. */
export function DetailListPage<L extends ListDecl>({ viewOf, pathOf }: { viewOf: DetailViewOf<L>; pathOf: (row: RowOfList<L>) => string }) {
  const view = useDetailView(viewOf, pathOf);
  return (
    <AppPage>
      <ListScreen view={view} />
    </AppPage>
  );
}
