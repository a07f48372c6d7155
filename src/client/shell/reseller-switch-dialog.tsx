import { useMemo, useState } from 'react';
import { IonButton, IonButtons, IonContent, IonHeader, IonIcon, IonItem, IonLabel, IonList, IonModal, IonSearchbar, IonTitle, IonToolbar } from '@ionic/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkmarkOutline, closeOutline } from 'ionicons/icons';
import { lowerTr } from '../../shared/text.js';
import { moveToSubReseller } from '../../shared/contract/user.js';
import { call } from '../lib/api.js';
import { getTokens, setResellerCode, setUser, type StoredUser } from '../lib/session.js';
import type { Overlay } from '../ui/use-overlay.js';
import { confirmDropPendingWrites } from './pending-writes-confirm.js';

const label = (r: { code: string; name: string }) => `${r.code} - ${r.name}`;

/** 'Bayi Seçimi': the admin's child resellers, searchable; choosing one moves the session to it (spec 1 §2.6). */
export function ResellerSwitchDialog({ user, resellers, overlay }: { user: StoredUser; resellers: { code: string; name: string }[]; overlay: Overlay }) {
  const [search, setSearch] = useState('');
  const queryClient = useQueryClient();
  const move = useMutation({
    mutationFn: (code: string) => call(moveToSubReseller, { params: { code, accessToken: getTokens()?.token ?? '' } }),
    onSuccess: async (answer, code) => {
      setUser(answer, user.autoLogin);
      setResellerCode(code);
      overlay.close();
      // Every screen's data belongs to the reseller that was active when it was fetched.
      await queryClient.invalidateQueries();
    },
  });
  // The switch wipes the local data of the reseller before (app/offline-boot.tsx), its waiting writes too: asked first.
  const switchTo = async (code: string) => {
    if (await confirmDropPendingWrites('switch')) move.mutate(code);
  };
  const shown = useMemo(() => {
    const q = lowerTr(search.trim());
    return q ? resellers.filter((r) => lowerTr(label(r)).includes(q)) : resellers;
  }, [resellers, search]);
  const current = user.user.loginReseller?.code;

  return (
    <IonModal isOpen={overlay.isOpen} onDidDismiss={overlay.dismissed} className="reseller-modal">
      <IonHeader>
        <IonToolbar>
          <IonTitle>Bayi Seçimi</IonTitle>
          <IonButtons slot="end">
            <IonButton onClick={overlay.close} aria-label="Kapat" title="Kapat">
              <IonIcon aria-hidden="true" slot="icon-only" icon={closeOutline} />
            </IonButton>
          </IonButtons>
        </IonToolbar>
        <IonToolbar>
          <IonSearchbar
            value={search}
            onIonInput={(e) => setSearch(e.detail.value ?? '')}
            placeholder="Bayi kodu veya adı ile arayın"
            debounce={0}
            data-testid="reseller-switcher-search"
          />
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <IonList>
          {shown.map((r) => (
            <IonItem key={r.code} button detail={false} disabled={move.isPending} onClick={() => (r.code === current ? overlay.close() : void switchTo(r.code))}>
              <IonLabel>{label(r)}</IonLabel>
              {r.code === current && <IonIcon slot="end" icon={checkmarkOutline} color="primary" aria-label="Aktif bayi" />}
            </IonItem>
          ))}
          {shown.length === 0 && (
            <IonItem lines="none">
              <IonLabel color="medium">Kayıt bulunamadı</IonLabel>
            </IonItem>
          )}
        </IonList>
      </IonContent>
    </IonModal>
  );
}
