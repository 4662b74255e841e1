/** A Postgres function named by a `pg-functions://<database>/<schema>/<function>` hook URI. */
export interface HookTarget {
  uri: string;
  schema: string;
  functionName: string;
}

// Hosted Auth's own rule for schema and function names (no hyphens, at most 63 characters).
const postgresNamePattern = /^[a-zA-Z_][a-zA-Z0-9_]{0,62}$/;

export function parseHookUri(uri: string): HookTarget {
  const match = /^pg-functions:\/\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(uri);
  if (!match) {
    throw new Error(
      `Hook URI "${uri}" is not of the form pg-functions://<database>/<schema>/<function>`,
    );
  }
  const [, , schema = '', functionName = ''] = match;
  for (const name of [schema, functionName]) {
    if (!postgresNamePattern.test(name)) {
      throw new Error(`Hook URI "${uri}": "${name}" is not a valid Postgres name`);
    }
  }
  return { uri, schema, functionName };
}
