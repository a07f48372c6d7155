import { IonContent, IonPage } from '@ionic/react';
import { useLocation } from 'react-router-dom';
import { findRoute } from '../../shared/access.js';
import { usePageFrame } from './page-frame.js';

/**
 * The one page wrapper of every shell screen: top bar, a centred content column with the
 * screen's title, and the footer at the bottom of the scroll area.
 */
export function AppPage({ title, children }: { title?: string; children: React.ReactNode }) {
  const { pathname } = useLocation();
  const heading = title ?? findRoute(pathname)?.title;
  const { TopBar, Footer } = usePageFrame();
  return (
    <IonPage>
      <TopBar />
      <IonContent className="app-content">
        <div className="app-body">
          <main className="app-main ion-padding">
            {heading && <h1 className="page-title">{heading}</h1>}
            {children}
          </main>
          <Footer />
        </div>
      </IonContent>
    </IonPage>
  );
}
