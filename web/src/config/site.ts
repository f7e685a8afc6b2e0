/** The product's own mark and contact details (not spec texts). */
export const SITE = {
  /** The header's two-word logo mark. */
  brand: ['Cine', 'Yatra'] as const,
  name: 'Cine Yatra',
  supportEmail: 'support@cineyatra.example',
  credits: 'Built by the Cine Yatra team',
  copyrightYear: 2024,
} as const;
