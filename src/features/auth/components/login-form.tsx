import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { emailFieldSchema, fieldError } from '@/features/auth/auth-validation';
import { showAuthFailureToast } from '@/features/auth/components/auth-toasts';
import { FormFieldError } from '@/features/auth/components/form-field-error';
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
      <div className="space-y-2">
        <Label htmlFor={`${fieldId}-email`}>Email</Label>
        <Input
          id={`${fieldId}-email`}
          type="email"
          autoComplete="email"
          required
          value={email}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${fieldId}-email-error` : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <FormFieldError id={`${fieldId}-email-error`} message={emailError} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${fieldId}-password`}>Password</Label>
        <Input
          id={`${fieldId}-password`}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <Button type="submit" className="w-full" disabled={isDisabled}>
        {signIn.isPending ? 'SIGNING IN...' : 'SIGN IN'}
      </Button>
    </form>
  );
}
