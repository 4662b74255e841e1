import { Link } from 'react-router-dom';
import { showToast } from '@/lib/lazy-toast';
import type { ApiError } from '@/lib/api-error';
import { mailNotSentMessage } from '@/lib/mail-failure';
import { notApprovedMessage } from '@/lib/product-copy';

/** Not approved: the message plus a link to request access. */
export function showAccessRequiredToast(): void {
  showToast('error', 'Access Required', {
    description: (
      <span>
        {notApprovedMessage}{' '}
        <Link to="/beta" className="font-bold underline underline-offset-4">
          Request access here
        </Link>
      </span>
    ),
  });
}

/** A failed auth call: Access Required for the approval list, else the given title. */
export function showAuthFailureToast(title: string, error: ApiError): void {
  if (error.code === 'email_not_approved') {
    showAccessRequiredToast();
    return;
  }
  showToast('error', title, { description: error.message });
}

/**
 * A call whose work was to send an e-mail failed: Access Required for the approval list, else
 * the given title and that no e-mail was sent, why, and what to do.
 */
export function showMailFailureToast(title: string, error: ApiError): void {
  if (error.code === 'email_not_approved') {
    showAccessRequiredToast();
    return;
  }
  showToast('error', title, { description: mailNotSentMessage(error) });
}
