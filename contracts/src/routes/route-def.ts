import { z } from 'zod';
import type { AccountType } from '../common/constants.ts';

export const API_BASE = '/api/v1';

/** 'public' needs no token; a list names the account types allowed. */
export type Access = 'public' | readonly AccountType[];
export type Service = 'write' | 'read';

export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT';
  /** Path under /api/v1, exactly as the spec spells it. */
  path: string;
  access: Access;
  /** Which service answers it; a reverse proxy routes on this in the scaled-out topology. */
  service: Service;
  request: z.ZodType;
  response: z.ZodType;
  /**
   * How a POST/PUT body is read before `request` parses it: JSON (default), or the raw bytes for
   * signed callbacks such as payment webhooks, or multipart form data with image uploads (JSON is
   * accepted there too). Every kind is mounted with the route's guard.
   */
  body?: 'json' | 'raw' | 'multipart';
  /**
   * How the handler answers: JSON of `response` (default), or a stream the handler writes itself
   * (a file download); errors before its first byte are still the JSON envelope.
   */
  answer?: 'json' | 'stream';
}

export const none = z.object({}).strict().or(z.undefined());
export const pending = z.unknown(); // the issue that builds the route gives it its schema

export const ADMIN = ['Admin'] as const;
export const SUPER = ['SuperAdmin'] as const;
export const VIEWER = ['Viewer'] as const;
