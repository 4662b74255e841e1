import { useId, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { AuthTextField } from '@/features/auth/components/auth-text-field';
import { showMailFailureToast } from '@/features/auth/components/auth-toasts';
import { useSendPasswordResetLink } from '@/features/auth/hooks/use-auth-mutations';
import { useCheckedEmail } from '@/features/auth/hooks/use-checked-email';
import { toApiError } from '@/lib/api-error';
import { showToast } from '@/lib/lazy-toast';

interface ForgotPasswordFormProps {
  /** What the LOGIN form's e-mail field held. */
  initialEmail: string;
  /** BACK TO LOGIN, with the address as it is now. */
  onBack: (email: string) => void;
}

/**
 * LOGIN tab, FORGOT PASSWORD?: the account's e-mail, checked against the approval list like a
 * magic link, then a link to the reset screen. The toast never says whether the address has an
 * account.
 */
export function ForgotPasswordForm({ initialEmail, onBack }: ForgotPasswordFormProps) {
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const { email, setEmail, error: emailError, isChecking, check } = useCheckedEmail(initialEmail);
  const sendLink = useSendPasswordResetLink();

  const isBusy = isChecking || sendLink.isPending;
  const isDisabled = isBusy || email.trim() === '';

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isDisabled) return;
    const address = await check();
    if (!address) return;
    sendLink.mutate(address, {
      onSuccess: () =>
        showToast('success', 'Check Your Email', {
          description:
            'If this address has an account, a link to choose a new password is on its way.',
        }),
      onError: (error) => showMailFailureToast('Password Reset Failed', toApiError(error)),
    });
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="space-y-4"
      aria-label="Reset password"
      aria-describedby={hintId}
    >
      <p id={hintId} className="text-xs text-terminal-dim">
        Enter your account&apos;s e-mail and we will send you a link to choose a new password.
      </p>
      <AuthTextField
        id={`${fieldId}-email`}
        kind="email"
        value={email}
        onValueChange={setEmail}
        error={emailError}
      />
      <Button type="submit" className="w-full" disabled={isDisabled}>
        {isBusy ? 'SENDING...' : 'SEND RESET LINK'}
      </Button>
      <Button variant="ghost" className="w-full" onClick={() => onBack(email)}>
        BACK TO LOGIN
      </Button>
    </form>
  );
}
