import { useId, useState, type FormEvent } from 'react';
import { showToast } from '@/lib/lazy-toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { AuthTextField } from '@/features/auth/components/auth-text-field';
import { showAuthFailureToast, showMailFailureToast } from '@/features/auth/components/auth-toasts';
import { useSendMagicLink, useSignUp } from '@/features/auth/hooks/use-auth-mutations';
import { passwordMinimumLength } from '@/lib/password-rules';
import { checkField } from '@/features/auth/submit-modules';
import { toApiError } from '@/lib/api-error';
import { isMailFailure, secondsPhrase, secondsUntilNextMail } from '@/lib/mail-failure';

function submitLabel(isBusy: boolean, useMagicLink: boolean): string {
  if (isBusy) return 'PROCESSING...';
  return useMagicLink ? 'SEND MAGIC LINK' : 'SIGN UP';
}

/**
 * SIGNUP tab: password sign-up or a magic link, both only for approved addresses;
 * `initialMagicLink` opens it with the magic link chosen.
 */
export function SignupForm({ initialMagicLink = false }: { initialMagicLink?: boolean }) {
  const fieldId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [useMagicLink, setUseMagicLink] = useState(initialMagicLink);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [errors, setErrors] = useState<{ email: string | null; password: string | null }>({
    email: null,
    password: null,
  });
  const [isChecking, setIsChecking] = useState(false);
  const signUp = useSignUp();
  const magicLink = useSendMagicLink();

  const isBusy = isChecking || signUp.isPending || magicLink.isPending;
  const isDisabled =
    isBusy || email.trim() === '' || (!useMagicLink && password === '') || !termsAccepted;

  /**
   * A refusal because this address was sent a link moments ago is a mail on its way, said as
   * such; a sign-up refused for its mail, or a magic link refused at all, says no mail went out.
   */
  const onFailure = (error: unknown, link: 'confirmation' | 'login') => {
    const failure = toApiError(error);
    const seconds = secondsUntilNextMail(failure);
    if (seconds !== undefined) {
      showToast('success', 'Check Your Email', {
        description: `A ${link} link went to this address less than a minute ago: look in your inbox and spam folder. You can ask for another in ${secondsPhrase(seconds)}.`,
      });
      return;
    }
    if (link === 'login' || isMailFailure(failure)) {
      showMailFailureToast('Signup Failed', failure);
      return;
    }
    showAuthFailureToast('Signup Failed', failure);
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isDisabled) return;
    setIsChecking(true);
    const [emailProblem, passwordProblem] = await Promise.all([
      checkField('email', email),
      useMagicLink ? null : checkField('password', password),
    ]);
    setIsChecking(false);
    const nextErrors = { email: emailProblem, password: passwordProblem };
    setErrors(nextErrors);
    if (nextErrors.email || nextErrors.password) return;

    const address = email.trim();
    if (useMagicLink) {
      magicLink.mutate(address, {
        onSuccess: () =>
          showToast('success', 'Magic Link Sent', {
            description: 'Check your email for the login link',
          }),
        onError: (error) => onFailure(error, 'login'),
      });
      return;
    }
    signUp.mutate(
      { email: address, password },
      {
        onSuccess: ({ confirmationSent }) => {
          // With a session the auth guard moves the user to /dashboard; there is no e-mail to check.
          if (!confirmationSent) return;
          setPassword('');
          showToast('success', 'Account Created', {
            description: 'Please check your email to verify your account',
          });
        },
        onError: (error) => onFailure(error, 'confirmation'),
      },
    );
  };

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-label="Signup">
      <AuthTextField
        id={`${fieldId}-email`}
        kind="email"
        value={email}
        onValueChange={setEmail}
        error={errors.email}
      />
      {!useMagicLink && (
        <AuthTextField
          id={`${fieldId}-password`}
          kind="new-password"
          minLength={passwordMinimumLength}
          value={password}
          onValueChange={setPassword}
          error={errors.password}
        />
      )}
      <div className="flex items-center gap-3">
        <Checkbox
          id={`${fieldId}-magic-link`}
          checked={useMagicLink}
          onChange={(event) => setUseMagicLink(event.target.checked)}
        />
        <label htmlFor={`${fieldId}-magic-link`} className="cursor-pointer text-sm">
          Use magic link instead of password
        </label>
      </div>
      <div className="flex items-center gap-3">
        <Checkbox
          id={`${fieldId}-terms`}
          required
          checked={termsAccepted}
          onChange={(event) => setTermsAccepted(event.target.checked)}
        />
        <label htmlFor={`${fieldId}-terms`} className="cursor-pointer text-sm">
          I agree to the{' '}
          <a
            href="/terms"
            target="_blank"
            rel="noopener noreferrer"
            className="font-bold underline underline-offset-4 focus-visible:ring-2 focus-visible:ring-terminal-foreground focus-visible:outline-none"
          >
            Terms of Service
          </a>
        </label>
      </div>
      <Button type="submit" className="w-full" disabled={isDisabled}>
        {submitLabel(isBusy, useMagicLink)}
      </Button>
    </form>
  );
}
