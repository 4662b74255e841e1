import { Link, useLocation } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LinkProblemNotice } from '@/features/auth/components/link-problem-notice';
import { LoginPanel } from '@/features/auth/components/login-panel';
import { SignupForm } from '@/features/auth/components/signup-form';
import { linkProblemOf } from '@/lib/auth-screen-state';

/**
 * The /auth screen: LOGIN and SIGNUP tabs in one terminal card. After an e-mail link failed on
 * its way to /dashboard, it says why and opens SIGNUP with the magic link chosen.
 */
export function AuthCard() {
  const linkProblem = linkProblemOf(useLocation().state);
  return (
    <div className="w-full max-w-md space-y-6">
      <header className="space-y-2 text-center">
        <h1 className="text-3xl font-bold tracking-[0.3em]">ASSOCIATE</h1>
        <p className="text-xs tracking-widest text-terminal-dim">
          Beta access required • Authorized personnel only
        </p>
      </header>
      {linkProblem && <LinkProblemNotice problem={linkProblem} />}
      <Card>
        <Tabs defaultValue={linkProblem ? 'signup' : 'login'}>
          <TabsList aria-label="Sign in or sign up">
            <TabsTrigger value="login">LOGIN</TabsTrigger>
            <TabsTrigger value="signup">SIGNUP</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginPanel />
          </TabsContent>
          <TabsContent value="signup">
            <SignupForm initialMagicLink={linkProblem !== null} />
          </TabsContent>
        </Tabs>
      </Card>
      <p className="text-center text-xs text-terminal-dim">
        No access yet?{' '}
        <Link
          to="/beta"
          className="font-bold text-terminal-foreground underline underline-offset-4 focus-visible:ring-2 focus-visible:ring-terminal-foreground focus-visible:outline-none"
        >
          REQUEST BETA ACCESS
        </Link>
      </p>
    </div>
  );
}
