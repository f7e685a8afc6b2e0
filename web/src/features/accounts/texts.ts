/**
 * The spec's loading button texts (section 4). They belong beside TOASTS in
 * `@cinema/contracts` (common/messages.ts); they live here only until they are moved there.
 */
export const LOADING_TEXTS = {
  creating: 'Creating...',
  signing: 'Signing...',
  verifying: 'Verifying...',
  submitting: 'Submitting...',
} as const;
