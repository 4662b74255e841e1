import type { HttpExchange } from '../server/http-listener';
import type { StackLogger } from '../stack-logger';
import { handleAuthRequest, type AuthRouteDependencies } from './auth-route';
import { withCors } from './cors';
import { handleFunctionsRequest, type FunctionsRouteDependencies } from './functions-route';
import { handleRestRequest } from './rest-route';

export type GatewayDependencies = AuthRouteDependencies & FunctionsRouteDependencies;

/**
 * The API origin (:54321), routed like Supabase's gateway: `/auth/v1`, `/rest/v1`,
 * `/functions/v1`. It listens from the first moment (so a taken port fails fast) and answers
 * 503 until the database and functions are ready.
 */
export class ApiGateway {
  #dependencies: GatewayDependencies | null = null;

  constructor(private readonly logger: StackLogger) {}

  /** Called once everything behind the gateway is up. */
  open(dependencies: GatewayDependencies): void {
    this.#dependencies = dependencies;
  }

  readonly handle = async (
    request: Request,
    peerAddress: string | null,
    exchange: HttpExchange,
  ): Promise<Response> => {
    const dependencies = this.#dependencies;
    if (!dependencies) {
      return withCors(Response.json({ message: 'Local Supabase is starting' }, { status: 503 }));
    }
    const path = new URL(request.url).pathname;
    try {
      if (isUnder(path, '/auth/v1'))
        return await handleAuthRequest(request, exchange, { ...dependencies, peerAddress });
      if (isUnder(path, '/rest/v1'))
        return await handleRestRequest(request, exchange, { ...dependencies, peerAddress });
      if (isUnder(path, '/functions/v1'))
        return await handleFunctionsRequest(request, exchange, dependencies);
    } catch (error) {
      this.logger.error(
        'api',
        `${request.method} ${path} failed: ${(error as Error).stack ?? error}`,
      );
      return withCors(Response.json({ message: 'Internal server error' }, { status: 500 }));
    }
    return withCors(
      Response.json({ message: 'no Route matched with those values' }, { status: 404 }),
    );
  };
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}
