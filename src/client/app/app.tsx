import { IonApp } from '@ionic/react';
import { lazy, Suspense, useMemo } from 'react';
import { CACHE_BUSTER } from '../lib/config.js';
import { createQueryClient } from '../lib/query-client.js';
import { createIdbPersister, mayHaveSavedCache } from '../lib/query-persister.js';
import { PersistedQueryProvider } from '../lib/persisted-query-provider.js';
import { AfterStart } from '../lib/start-settled.js';
import { LayoutEffects } from '../shell/layout-effects.js';
import { AppParts } from './app-parts.js';
import { AppRouter } from './router.js';
import { OfflineBoot } from './offline-boot.js';

// Its icons and markup are needed at the first toast, not at start-up (toasts wait in lib/toast's store).
const Toaster = lazy(() => import('../ui/toaster.js').then((m) => ({ default: m.Toaster })));
// The service worker is registered once the start has settled (lib/start-settled.ts): its install fetches the whole app.
const UpdatePrompt = lazy(() => import('../shell/update-prompt.js').then((m) => ({ default: m.UpdatePrompt })));

export function App() {
  const queryClient = useMemo(createQueryClient, []);
  const persister = useMemo(() => createIdbPersister(), []);
  // The persisted cache is dropped when the app's version or build changes (answers' shapes may have).
  return (
    <PersistedQueryProvider client={queryClient} persistOptions={{ persister, maxAge: 24 * 3600_000, buster: CACHE_BUSTER }} mayHaveSaved={mayHaveSavedCache}>
      <AppParts>
        <IonApp>
          <LayoutEffects />
          <AppRouter />
          <Suspense fallback={null}>
            <Toaster />
            <AfterStart>
              <UpdatePrompt />
            </AfterStart>
          </Suspense>
          <OfflineBoot />
        </IonApp>
      </AppParts>
    </PersistedQueryProvider>
  );
}
