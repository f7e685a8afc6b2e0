import { okReply, type Reply } from '@/testing/mock-api';

/** The seat reads answer extra fields (screening, seatsAsOf) beside their data. */
export const dataReply = (data: unknown, extra: Record<string, unknown> = {}): Reply =>
  okReply({ data, ...extra });
