import type { ReactNode } from 'react';
import { IonContent, IonIcon, IonPage, IonSpinner } from '@ionic/react';
import { storefrontOutline } from 'ionicons/icons';
import { APP_VERSION } from '../lib/config.js';
import { AUTH_TEXT } from './texts.js';
import './auth.css';

/** The frame every public auth page shares: IonPage root, brand header, one centred card. */
export function AuthLayout({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <IonPage data-testid={testId}>
      <IonContent className="auth-content">
        <div className="auth-wrap">
          <section className="auth-card">
            <header className="auth-header">
              <span className="auth-logo" aria-hidden="true">
                <IonIcon aria-hidden="true" icon={storefrontOutline} />
              </span>
              <div>
                <h1 className="auth-brand">{AUTH_TEXT.product}</h1>
                <p className="auth-tagline">{AUTH_TEXT.tagline}</p>
              </div>
            </header>
            <div className="auth-body">{children}</div>
          </section>
          <footer className="auth-footer">
            © {new Date().getFullYear()} {AUTH_TEXT.product} · v{APP_VERSION}
          </footer>
        </div>
      </IonContent>
    </IonPage>
  );
}

interface StatusProps {
  title: string;
  text?: string;
  icon?: string;
  color?: 'primary' | 'danger' | 'warning' | 'success';
  busy?: boolean;
  children?: ReactNode;
  testId?: string;
}

/** A centred outcome box (loading, failed, refused) for the ticket and auto-login pages. */
export function AuthStatus({ title, text, icon, color = 'primary', busy, children, testId }: StatusProps) {
  return (
    <div className="auth-status" data-testid={testId} role={busy ? 'status' : undefined} aria-live="polite">
      {busy ? <IonSpinner name="crescent" color={color} /> : icon && <IonIcon aria-hidden="true" className="auth-status-icon" icon={icon} color={color} />}
      <h2>{title}</h2>
      {text && <p>{text}</p>}
      {children}
    </div>
  );
}
