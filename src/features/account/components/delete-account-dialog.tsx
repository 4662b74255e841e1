import { showToast } from '@/lib/lazy-toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

function showAccountDeletionToast(): void {
  showToast('error', 'Account Deletion', {
    description: 'Account deletion is not yet implemented. Please contact support.',
  });
}

/**
 * The red DELETE ACCOUNT button and its confirmation. Only CANCEL, DELETE ACCOUNT or Escape
 * close it: a stray click outside must not dismiss a destructive choice. Confirming deletes
 * nothing yet; it says so.
 */
export function DeleteAccountDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="destructive">DELETE ACCOUNT</Button>
      </DialogTrigger>
      <DialogContent onInteractOutside={(event) => event.preventDefault()}>
        <DialogTitle>DELETE ACCOUNT</DialogTitle>
        <DialogDescription>
          This action cannot be undone. This will permanently delete your account and remove all
          your data from our servers.
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">CANCEL</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button variant="destructive" onClick={showAccountDeletionToast}>
              DELETE ACCOUNT
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
