import { useState } from 'react';
import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { AuthLayout } from './auth-layout.js';
import { OtpLoginForm } from './otp-login-form.js';
import { PasswordLoginForm } from './password-login-form.js';
import { AUTH_TEXT } from './texts.js';

type Tab = 'password' | 'otp';

/** / and /login: the two login tabs of spec 1 §2.2 in one card. */
export default function LoginPage() {
  const [tab, setTab] = useState<Tab>('password');
  return (
    <AuthLayout testId="login-page">
      <IonSegment className="auth-segment" value={tab} onIonChange={(e) => setTab(e.detail.value === 'otp' ? 'otp' : 'password')}>
        <IonSegmentButton value="password" data-testid="tab-password">
          <IonLabel>{AUTH_TEXT.tabPassword}</IonLabel>
        </IonSegmentButton>
        <IonSegmentButton value="otp" data-testid="tab-otp">
          <IonLabel>{AUTH_TEXT.tabOtp}</IonLabel>
        </IonSegmentButton>
      </IonSegment>
      {tab === 'password' ? <PasswordLoginForm /> : <OtpLoginForm />}
    </AuthLayout>
  );
}
