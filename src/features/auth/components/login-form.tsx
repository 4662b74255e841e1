import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { AuthTextField } from '@/features/auth/components/auth-text-field';
import { showAuthFailureToast } from '@/features/auth/components/auth-toasts';
import { useSignIn } from '@/features/auth/hooks/use-auth-mutations';
import { useCheckedEmail } from '@/features/auth/hooks/use-checked-email';
import { toApiError } from '@/lib/api-error';

interface LoginFormProps {
  initialEmail?: string;
  /** FORGOT PASSWORD?, with the e-mail typed so far; no such action when left out. */
  onForgotPassword?: (email: string) => void;
}

/** LOGIN tab: e-mail and password. Success is picked up by the auth guard (→ /dashboard). */
export function LoginForm({ initialEmail = '', onForgotPassword }: LoginFormProps) {
  const fieldId = useId();
  const { email, setEmail, error: emailError, isChecking, check } = useCheckedEmail(initialEmail);
  const [password, setPassword] = useState('');
  const signIn = useSignIn();

  const isBusy = isChecking || signIn.isPending;
  const isDisabled = isBusy || email.trim() === '' || password === '';

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isDisabled) return;
    const address = await check();
    if (!address) return;
    signIn.mutate(
      { email: address, password },
      { onError: (error) => showAuthFailureToast('Login Failed', toApiError(error)) },
    );
  };

  return (
    <>
      <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-label="Login">
        <AuthTextField
          id={`${fieldId}-email`}
          kind="email"
          value={email}
          onValueChange={setEmail}
          error={emailError}
        />
        <AuthTextField
          id={`${fieldId}-password`}
          kind="current-password"
          value={password}
          onValueChange={setPassword}
        />
        <Button type="submit" className="w-full" disabled={isDisabled}>
          {isBusy ? 'SIGNING IN...' : 'SIGN IN'}
        </Button>
      </form>
      {onForgotPassword && (
        <Button
          variant="quiet"
          size="small"
          className="mt-3 w-full"
          data-forgot-password
          onClick={() => onForgotPassword(email)}
        >
          FORGOT PASSWORD?
        </Button>
      )}
    </>
  );
}
