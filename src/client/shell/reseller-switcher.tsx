import { useMemo, useState } from 'react';
import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonIcon,
  IonItem,
  IonLabel,
  IonList,
  IonModal,
  IonSearchbar,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import { lowerTr } from '../../shared/text.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkmarkOutline, closeOutline, swapHorizontalOutline } from 'ionicons/icons';
import { childResellers, moveToSubReseller } from '../../shared/contract/user.js';
import { call } from '../lib/api.js';
import { getTokens, setResellerCode, setUser, type StoredUser } from '../lib/session.js';

const TITLE = 'Bayi Değiştir';
const label = (r: { code: string; name: string }) => `${r.code} - ${r.name}`;

/** Reseller admins with child resellers switch the active reseller here (spec 1 §2.6). */
export function ResellerSwitcher({ user }: { user: StoredUser }) {
  const isAdmin = user.user.roles.includes('RESELLER_ADMIN');
  const codes = user.user.resellers.map((r) => r.code);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const queryClient = useQueryClient();

  const { data: children = [] } = useQuery({
    queryKey: ['reseller', 'child', codes],
    queryFn: () => call(childResellers, { body: codes }),
    enabled: isAdmin && codes.length > 0,
    staleTime: 10 * 60_000,
    // Without the list the switcher simply stays hidden; no error toast on every offline start.
    meta: { silent: true },
  });

  const move = useMutation({
    mutationFn: (code: string) => call(moveToSubReseller, { params: { code, accessToken: getTokens()?.token ?? '' } }),
    onSuccess: async (answer, code) => {
      setUser(answer, user.autoLogin);
      setResellerCode(code);
      setOpen(false);
      // Every screen's data belongs to the reseller that was active when it was fetched.
      await queryClient.invalidateQueries();
    },
  });

  const shown = useMemo(() => {
    const q = lowerTr(search.trim());
    return q ? children.filter((r) => lowerTr(label(r)).includes(q)) : children;
  }, [children, search]);

  if (!isAdmin || children.length < 2) return null;
  const current = user.user.loginReseller?.code;

  return (
    <>
      <IonButton className="reseller-switcher" title={TITLE} aria-label={TITLE} onClick={() => setOpen(true)} data-testid="reseller-switcher">
        <IonIcon slot="start" icon={swapHorizontalOutline} />
        <span className="reseller-switcher-text">{TITLE}</span>
      </IonButton>
      <IonModal isOpen={open} onDidDismiss={() => setOpen(false)} className="reseller-modal">
        <IonHeader>
          <IonToolbar>
            <IonTitle>Bayi Seçimi</IonTitle>
            <IonButtons slot="end">
              <IonButton onClick={() => setOpen(false)} aria-label="Kapat" title="Kapat">
                <IonIcon slot="icon-only" icon={closeOutline} />
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
              <IonItem key={r.code} button detail={false} disabled={move.isPending} onClick={() => (r.code === current ? setOpen(false) : move.mutate(r.code))}>
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
    </>
  );
}
