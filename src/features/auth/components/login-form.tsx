import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { emailFieldSchema, fieldError } from '@/features/auth/auth-validation';
import { AuthTextField } from '@/features/auth/components/auth-text-field';
import { showAuthFailureToast } from '@/features/auth/components/auth-toasts';
import { useSignIn } from '@/features/auth/hooks/use-auth-mutations';
import { toApiError } from '@/lib/api-error';

/** LOGIN tab: e-mail and password. Success is picked up by the auth guard (→ /dashboard). */
export function LoginForm() {
  const fieldId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const signIn = useSignIn();

  const isDisabled = signIn.isPending || email.trim() === '' || password === '';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isDisabled) return;
    const problem = fieldError(emailFieldSchema, email);
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
        {signIn.isPending ? 'SIGNING IN...' : 'SIGN IN'}
      </Button>
    </form>
  );
}
