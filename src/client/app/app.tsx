import { IonApp } from '@ionic/react';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useMemo } from 'react';
import { createIdbPersister, createQueryClient } from '../lib/query-client.js';
import { Toaster } from '../ui/toaster.js';
import { UpdatePrompt } from '../shell/update-prompt.js';
import { LayoutEffects } from '../shell/layout-effects.js';
import { AppParts } from './app-parts.js';
import { AppRouter } from './router.js';

export function App() {
  const queryClient = useMemo(createQueryClient, []);
  const persister = useMemo(() => createIdbPersister(), []);
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={{ persister, maxAge: 24 * 3600_000, buster: '1.0.16' }}>
      <AppParts>
        <IonApp>
          <LayoutEffects />
          <AppRouter />
          <Toaster />
          <UpdatePrompt />
        </IonApp>
      </AppParts>
    </PersistQueryClientProvider>
  );
}
