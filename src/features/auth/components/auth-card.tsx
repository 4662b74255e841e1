import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LoginPanel } from '@/features/auth/components/login-panel';
import { SignupForm } from '@/features/auth/components/signup-form';

/** The /auth screen: LOGIN and SIGNUP tabs in one terminal card. */
export function AuthCard() {
  return (
    <div className="w-full max-w-md space-y-6">
      <header className="space-y-2 text-center">
        <h1 className="text-3xl font-bold tracking-[0.3em]">ASSOCIATE</h1>
        <p className="text-xs tracking-widest text-terminal-dim">
          Beta access required • Authorized personnel only
        </p>
      </header>
      <Card>
        <Tabs defaultValue="login">
          <TabsList aria-label="Sign in or sign up">
            <TabsTrigger value="login">LOGIN</TabsTrigger>
            <TabsTrigger value="signup">SIGNUP</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <LoginPanel />
          </TabsContent>
          <TabsContent value="signup">
            <SignupForm />
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
