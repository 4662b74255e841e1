import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DefinitionRow } from '@/features/account/components/definition-row';
import { DeleteAccountDialog } from '@/features/account/components/delete-account-dialog';
import { UsageStatisticsCard } from '@/features/account/components/usage-statistics-card';

/** The user as the account screen reads it (spec §3). */
export interface AccountUser {
  email: string | undefined;
  id: string;
  created_at: string | undefined;
}

/** The account's creation date in the user's locale, or Unknown when missing or unreadable. */
export function formatCreatedDate(createdAt: string | undefined): string {
  if (!createdAt) return 'Unknown';
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? 'Unknown' : date.toLocaleDateString();
}

interface AccountSettingsProps {
  user: AccountUser;
  /** CHANGE PASSWORD, first of the ACCOUNT ACTIONS (another feature's, handed in by the route). */
  passwordAction?: ReactNode;
}

/** The /account screen: profile, usage statistics and account actions. */
export function AccountSettings({ user, passwordAction }: AccountSettingsProps) {
  return (
    <main className="mx-auto w-full max-w-3xl space-y-6 p-4 sm:p-8">
      <div className="flex flex-wrap items-center gap-4">
        <Link
          to="/dashboard"
          className="inline-flex h-8 items-center border border-terminal-border px-3 text-xs font-bold tracking-wider hover:border-terminal-foreground focus-visible:ring-2 focus-visible:ring-terminal-foreground focus-visible:outline-none"
        >
          <span aria-hidden="true" className="mr-2">
            &lt;
          </span>
          BACK
        </Link>
        <h1 className="text-2xl font-bold tracking-[0.25em]">ACCOUNT SETTINGS</h1>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>PROFILE INFORMATION</CardTitle>
        </CardHeader>
        <CardContent>
          <dl>
            <DefinitionRow label="Email">{user.email ?? 'Unknown'}</DefinitionRow>
            <DefinitionRow label="User ID">{user.id}</DefinitionRow>
            <DefinitionRow label="Account Created">
              {formatCreatedDate(user.created_at)}
            </DefinitionRow>
          </dl>
        </CardContent>
      </Card>

      <UsageStatisticsCard userId={user.id} />

      <Card>
        <CardHeader>
          <CardTitle>ACCOUNT ACTIONS</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-3">
          {passwordAction}
          <DeleteAccountDialog />
        </CardContent>
      </Card>
    </main>
  );
}
