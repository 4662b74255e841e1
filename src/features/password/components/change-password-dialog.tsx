import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { NewPasswordForm } from '@/features/password/components/new-password-form';

/**
 * ACCOUNT ACTIONS' CHANGE PASSWORD: the new password twice for the signed-in account, in a
 * dialog a stray click outside does not close (the passwords typed would be lost). Auth signs
 * the account's other sessions out.
 */
export function ChangePasswordDialog({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">CHANGE PASSWORD</Button>
      </DialogTrigger>
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        <DialogTitle>CHANGE PASSWORD</DialogTitle>
        <DialogDescription className="mb-6">
          Choose a new password for <span className="font-bold break-all">{email}</span>. Other
          devices signed in to this account will have to sign in again.
        </DialogDescription>
        <NewPasswordForm
          email={email}
          name="Change password"
          submitLabel="CHANGE PASSWORD"
          onUpdated={() => setOpen(false)}
          onCancel={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
