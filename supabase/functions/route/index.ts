import { createHandler } from './handler.ts';
import { createLiveDependencies } from './live-dependencies.ts';

Deno.serve(createHandler(createLiveDependencies(Deno.env.toObject())));
