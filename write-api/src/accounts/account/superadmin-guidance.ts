import type pg from 'pg';

/**
 * What a production start should tell the operator when nobody can manage movies and cities: no
 * SuperAdmin account exists and no invite code lets one sign up. Null when there is nothing to say.
 * `hasSuperAdmin` reads the account directory (a read model); one that cannot be read yet counts
 * as none, since the worst outcome is a hint too many in the log.
 */
export async function superAdminGuidance(
  config: { NODE_ENV: string; SUPERADMIN_INVITE_CODE?: string | undefined },
  hasSuperAdmin: () => Promise<boolean>,
): Promise<string | null> {
  if (config.NODE_ENV !== 'production' || config.SUPERADMIN_INVITE_CODE) return null;
  if (await hasSuperAdmin().catch(() => false)) return null;
  return [
    'No SuperAdmin account exists and SUPERADMIN_INVITE_CODE is not set: nobody can manage movies and cities.',
    'Create the first SuperAdmin with one of:',
    '  npm run create-superadmin -w write-api -- --email <email> --name "<full name>" --contact <10 digits>',
    '    with the same DATABASE_URL (or DATA_DIR, with `npm start` stopped); password from SUPERADMIN_PASSWORD or asked for',
    '  SUPERADMIN_INVITE_CODE=<a long random code> where write-api runs, then sign up as SuperAdmin with that code',
  ].join('\n');
}

/** Whether the account directory (`<readSchema>.accounts`) lists a SuperAdmin who was not deleted. */
export const superAdminInReadModels = (pool: pg.Pool, readSchema: string) => async () => {
  // readSchema is validated by the configuration (lower-case identifier), so it can be quoted as is.
  const { rowCount } = await pool.query(
    `select 1 from "${readSchema}".accounts where account_type = 'SuperAdmin' and not deleted limit 1`,
  );
  return (rowCount ?? 0) > 0;
};
