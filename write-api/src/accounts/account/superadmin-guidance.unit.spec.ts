import { describe, expect, it } from 'vitest';
import { superAdminGuidance } from './superadmin-guidance.ts';

const production = { NODE_ENV: 'production' };
const none = () => Promise.resolve(false);

describe('the first SuperAdmin of a production install', () => {
  it('tells the operator how to create one when there is none and no invite code', async () => {
    const guidance = await superAdminGuidance(production, none);
    expect(guidance).toMatch(/No SuperAdmin/);
    expect(guidance).toContain('npm run create-superadmin -w write-api --');
    expect(guidance).toContain('SUPERADMIN_INVITE_CODE');
  });

  it('counts an account directory it cannot read (not built yet) as none', async () => {
    expect(await superAdminGuidance(production, () => Promise.reject(new Error('no table')))).toMatch(
      /No SuperAdmin/,
    );
  });

  it('says nothing when a SuperAdmin exists, an invite code is set, or outside production', async () => {
    expect(await superAdminGuidance(production, () => Promise.resolve(true))).toBeNull();
    expect(
      await superAdminGuidance({ ...production, SUPERADMIN_INVITE_CODE: 'a-long-code' }, none),
    ).toBeNull();
    expect(await superAdminGuidance({ NODE_ENV: 'development' }, none)).toBeNull();
  });
});
