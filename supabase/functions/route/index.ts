// First, before any module that loads the AI SDK: blank env values must read as unset.
import './hide-blank-env.ts';
import { createHandler } from './handler.ts';
import { createLiveDependencies } from './live-dependencies.ts';

Deno.serve(createHandler(createLiveDependencies(Deno.env.toObject())));
