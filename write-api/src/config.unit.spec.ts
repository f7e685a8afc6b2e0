import { describe, expect, it } from 'vitest';
import { parseConfig } from '@cinema/server-kit';
import { writeConfigSchema } from './config.ts';

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'a-real-production-secret-of-enough-length',
  SMTP_URL: 'smtps://u:p@smtp.example.com:465',
};

describe('write-api configuration', () => {
  it('starts in production with a real secret and SMTP', () => {
    expect(parseConfig(writeConfigSchema, production).SMTP_URL).toBe(production.SMTP_URL);
  });
  it('refuses production without SMTP: the development outbox is never used there', () => {
    expect(() => parseConfig(writeConfigSchema, { ...production, SMTP_URL: undefined })).toThrow(/SMTP_URL/);
  });
  it('refuses production with the development JWT secret', () => {
    expect(() => parseConfig(writeConfigSchema, { ...production, JWT_SECRET: undefined })).toThrow(
      /JWT_SECRET/,
    );
  });
  it('treats an empty invite code as none', () => {
    expect(
      parseConfig(writeConfigSchema, { SUPERADMIN_INVITE_CODE: '' }).SUPERADMIN_INVITE_CODE,
    ).toBeUndefined();
  });
});
