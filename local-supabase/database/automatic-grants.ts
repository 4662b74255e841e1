import type { StackDatabase } from './stack-database';

/**
 * @supabase/lite, the first time it serves a query on a database with row-level security, grants
 * ALL on every table and sequence of those schemas to anon, authenticated and service_role (and
 * makes that the default), as Supabase used to. Hosted projects no longer do (new tables are not
 * exposed until a migration grants them), so a migration that forgot its grants would pass here
 * and fail in production. `withoutAutomaticGrants` lets lite do its first query, then revokes
 * exactly what lite added, leaving the database with the grants the migrations wrote.
 */
export async function withoutAutomaticGrants(
  database: StackDatabase,
  firstQuery: () => Promise<void>,
): Promise<void> {
  const before = await apiRoleGrants(database);
  await firstQuery();
  const after = await apiRoleGrants(database);
  const added = after.filter((grant) => !before.some((old) => sameGrant(old, grant)));
  const statements = added.map((grant) =>
    grant.kind === 'schema'
      ? `revoke usage on schema ${quote(grant.schema)} from ${quote(grant.grantee)};`
      : `revoke ${grant.privilege} on ${grant.kind === 'S' ? 'sequence' : 'table'} ` +
        `${quote(grant.schema)}.${quote(grant.relation)} from ${quote(grant.grantee)};`,
  );
  const touchedSchemas = added.filter((grant) => grant.kind !== 'schema');
  for (const schema of new Set(touchedSchemas.map((grant) => grant.schema))) {
    statements.push(
      `alter default privileges in schema ${quote(schema)} ` +
        'revoke all on tables from anon, authenticated, service_role;',
      `alter default privileges in schema ${quote(schema)} ` +
        'revoke all on sequences from anon, authenticated, service_role;',
    );
  }
  if (statements.length > 0) await database.exec(statements.join('\n'));
}

interface RelationGrant {
  schema: string;
  relation: string;
  /** pg_class.relkind, or 'schema' for a schema's USAGE. */
  kind: string;
  grantee: string;
  privilege: string;
}

async function apiRoleGrants(database: StackDatabase): Promise<RelationGrant[]> {
  return database.query<RelationGrant>(`
    select namespace.nspname as schema, relation.relname as relation,
           relation.relkind::text as kind, grantee.rolname as grantee,
           acl.privilege_type as privilege
    from pg_class as relation
    join pg_namespace as namespace on namespace.oid = relation.relnamespace
    cross join lateral aclexplode(relation.relacl) as acl
    join pg_roles as grantee on grantee.oid = acl.grantee
    where grantee.rolname in ('anon', 'authenticated', 'service_role')
      and relation.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
    union all
    select namespace.nspname, '', 'schema', grantee.rolname, acl.privilege_type
    from pg_namespace as namespace
    cross join lateral aclexplode(namespace.nspacl) as acl
    join pg_roles as grantee on grantee.oid = acl.grantee
    where grantee.rolname in ('anon', 'authenticated', 'service_role')
  `);
}

function sameGrant(left: RelationGrant, right: RelationGrant): boolean {
  return (
    left.schema === right.schema &&
    left.relation === right.relation &&
    left.grantee === right.grantee &&
    left.privilege === right.privilege
  );
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
