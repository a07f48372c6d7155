import { useState } from 'react';
import { Tabs } from '../ui/tabs.js';
import { AuthLayout } from './auth-layout.js';
import { OtpLoginForm } from './otp-login-form.js';
import { PasswordLoginForm } from './password-login-form.js';
import { AUTH_TEXT } from './texts.js';

type Tab = 'password' | 'otp';

const TABS = [
  { key: 'password', label: AUTH_TEXT.tabPassword },
  { key: 'otp', label: AUTH_TEXT.tabOtp },
];

/** / and /login: the two login tabs of spec 1 §2.2 in one card. */
export default function LoginPage() {
  const [tab, setTab] = useState<Tab>('password');
  return (
    <AuthLayout testId="login-page">
      <div className="auth-segment">
        <Tabs tabs={TABS} value={tab} onValue={(key) => setTab(key === 'otp' ? 'otp' : 'password')} testId="tab" />
      </div>
      {tab === 'password' ? <PasswordLoginForm /> : <OtpLoginForm />}
    </AuthLayout>
  );
}
