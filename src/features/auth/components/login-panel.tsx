import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { LoginForm } from '@/features/auth/components/login-form';
import { opensForgotPassword } from '@/lib/auth-screen-state';

type LoginView = 'login' | 'forgot-password';

/**
 * The LOGIN tab: the login form, or its FORGOT PASSWORD? form, carrying the e-mail typed across.
 * Switching puts the keyboard focus on the new view's first field (or back on FORGOT PASSWORD?),
 * so a keyboard or screen-reader user lands where the next step is.
 */
export function LoginPanel() {
  const location = useLocation();
  const [view, setView] = useState<LoginView>(() =>
    opensForgotPassword(location.state) ? 'forgot-password' : 'login',
  );
  const [email, setEmail] = useState('');
  const panel = useRef<HTMLDivElement>(null);
  const switched = useRef(false);

  useEffect(() => {
    if (!switched.current) return;
    const target =
      view === 'login'
        ? panel.current?.querySelector<HTMLElement>('[data-forgot-password]')
        : panel.current?.querySelector<HTMLElement>('input');
    target?.focus();
  }, [view]);

  const show = (next: LoginView, address: string) => {
    switched.current = true;
    setEmail(address);
    setView(next);
  };

  return (
    <div ref={panel}>
      {view === 'login' ? (
        <LoginForm
          initialEmail={email}
          onForgotPassword={(address) => show('forgot-password', address)}
        />
      ) : (
        <ForgotPasswordForm initialEmail={email} onBack={(address) => show('login', address)} />
      )}
    </div>
  );
}
