/** SQLSTATE 23505: a concurrent appender already took the (stream_id, stream_revision). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
