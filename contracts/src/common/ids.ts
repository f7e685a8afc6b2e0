import { z } from 'zod';

export const idSchema = z.string().uuid();
/** Trim, collapse inner spaces, compare case-insensitively: "  new  delhi " equals "New Delhi". */
export const normalizeName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
