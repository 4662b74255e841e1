import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { AuthTextField } from '@/features/auth/components/auth-text-field';
import { showAuthFailureToast } from '@/features/auth/components/auth-toasts';
import { useSignIn } from '@/features/auth/hooks/use-auth-mutations';
import { checkField } from '@/features/auth/submit-modules';
import { toApiError } from '@/lib/api-error';

/** LOGIN tab: e-mail and password. Success is picked up by the auth guard (→ /dashboard). */
export function LoginForm() {
  const fieldId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [isChecking, setIsChecking] = useState(false);
  const signIn = useSignIn();

  const isBusy = isChecking || signIn.isPending;
  const isDisabled = isBusy || email.trim() === '' || password === '';

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isDisabled) return;
    setIsChecking(true);
    const problem = await checkField('email', email);
    setIsChecking(false);
    setEmailError(problem);
    if (problem) return;
    signIn.mutate(
      { email: email.trim(), password },
      { onError: (error) => showAuthFailureToast('Login Failed', toApiError(error)) },
    );
  };

  return (
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
  );
}
