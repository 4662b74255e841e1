import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  reauthenticationNeeded,
  reauthenticationNotValid,
} from '@/features/password/reauthentication-codes';
import { PasswordFormField } from '@/features/password/components/password-form-field';
import {
  useSendReauthenticationCode,
  useUpdatePassword,
} from '@/features/password/hooks/use-password-mutations';
import {
  showCodeNotSentToast,
  showCodeSentRecentlyToast,
  showCodeSentToast,
  showPasswordUpdatedToast,
  showPasswordUpdateFailedToast,
} from '@/features/password/password-toasts';
import { checkNewPassword } from '@/features/password/submit-modules';
import { toApiError } from '@/lib/api-error';
import { secondsUntilNextMail } from '@/lib/mail-failure';
import { passwordMinimumLength } from '@/lib/password-rules';

interface NewPasswordFormProps {
  /** The account's address: the password manager's username, and where a code goes. */
  email: string;
  /** The form's accessible name. */
  name: string;
  submitLabel: string;
  /** After the password is set and the toast is shown (the form may be gone by then). */
  onUpdated: () => void;
  /** A CANCEL button beside the submit, when given. */
  onCancel?: () => void;
}

const noProblems = { password: null, confirmation: null, code: null };

/**
 * The new password twice, at least the spec's minimum length. If Auth wants proof of a recent
 * sign-in first (`secure_password_change`), it e-mails a code and the form asks for it; the
 * passwords typed stay as they are. Auth's other refusals (the same password as before, a weak
 * one) come back as Password Update Failed with Auth's words.
 */
export function NewPasswordForm({
  email,
  name,
  submitLabel,
  onUpdated,
  onCancel,
}: NewPasswordFormProps) {
  const fieldId = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [problems, setProblems] = useState<{
    password: string | null;
    confirmation: string | null;
    code: string | null;
  }>(noProblems);
  const [isChecking, setIsChecking] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const update = useUpdatePassword(() => {
    showPasswordUpdatedToast();
    onUpdated();
  });
  const sendCode = useSendReauthenticationCode();

  const askingForCode = code !== null;
  useEffect(() => {
    if (askingForCode) codeInput.current?.focus();
  }, [askingForCode]);

  const isBusy = isChecking || update.isPending || sendCode.isPending;
  const isDisabled =
    isBusy || password === '' || confirmation === '' || (askingForCode && code.trim() === '');

  const requestCode = () =>
    sendCode.mutate(undefined, {
      onSuccess: () => {
        setCode((current) => current ?? '');
        showCodeSentToast(email);
      },
      onError: (error) => {
        const failure = toApiError(error);
        const seconds = secondsUntilNextMail(failure);
        // Sent moments ago: that code is on its way, so the form asks for it all the same.
        if (seconds !== undefined) {
          setCode((current) => current ?? '');
          showCodeSentRecentlyToast(email, seconds);
          return;
        }
        if (failure.code === 'session_missing') showPasswordUpdateFailedToast(failure);
        else showCodeNotSentToast(failure);
      },
    });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isDisabled) return;
    setIsChecking(true);
    const found = await checkNewPassword({ password, confirmation, code });
    setIsChecking(false);
    setProblems(found);
    if (found.password || found.confirmation || found.code) return;
    update.mutate(
      { password, code: code?.trim() },
      {
        onError: (error) => {
          const failure = toApiError(error);
          if (failure.code === reauthenticationNeeded) return requestCode();
          if (failure.code === reauthenticationNotValid) {
            setProblems({ ...noProblems, code: 'That code is wrong or has expired.' });
            return;
          }
          showPasswordUpdateFailedToast(failure);
        },
      },
    );
  };

  const codeHintId = `${fieldId}-code-hint`;
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4" aria-label={name}>
      {/* For password managers: which account the new password belongs to. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <PasswordFormField
        id={`${fieldId}-password`}
        label="New password"
        type="password"
        autoComplete="new-password"
        minLength={passwordMinimumLength}
        value={password}
        onValueChange={setPassword}
        error={problems.password}
      />
      <PasswordFormField
        id={`${fieldId}-confirmation`}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onValueChange={setConfirmation}
        error={problems.confirmation}
      />
      {askingForCode && (
        <div className="space-y-2 border border-terminal-border p-3">
          <p id={codeHintId} className="text-xs">
            To confirm it is you, enter the code we just e-mailed to {email}.
          </p>
          <PasswordFormField
            ref={codeInput}
            id={`${fieldId}-code`}
            label="Confirmation code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onValueChange={setCode}
            error={problems.code}
            hintId={codeHintId}
          />
          <Button variant="quiet" size="small" disabled={isBusy} onClick={requestCode}>
            SEND A NEW CODE
          </Button>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            CANCEL
          </Button>
        )}
        <Button type="submit" className={onCancel ? undefined : 'w-full'} disabled={isDisabled}>
          {isBusy ? 'SAVING...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
