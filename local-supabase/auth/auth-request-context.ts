import { AsyncLocalStorage } from 'node:async_hooks';

/** What the Auth request being served asked for that lite itself does not carry to its mailer. */
export interface AuthRequestContext {
  /** The validated `redirect_to` for links e-mailed while serving this request. */
  redirectTo: string;
}

const storage = new AsyncLocalStorage<AuthRequestContext>();

export function runWithAuthRequestContext<Result>(
  context: AuthRequestContext,
  work: () => Promise<Result>,
): Promise<Result> {
  return storage.run(context, work);
}

export function currentAuthRequestContext(): AuthRequestContext | undefined {
  return storage.getStore();
}
