// The echo fixture again, served with verify_jwt = false by the contract tests' stack.
import '../echo/index.ts';
