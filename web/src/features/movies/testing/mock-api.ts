import { okReply, type Reply } from '@/testing/mock-api';

/** The movie reads answer without a read-side position. */
export const dataReply = (data: unknown): Reply => okReply({ data });
