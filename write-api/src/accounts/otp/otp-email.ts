import { LIMITS } from '@cinema/contracts';
import type { MailMessage } from '../../infra/mail/mailer.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function otpEmail(to: string, code: string, purpose: 'signup' | 'reset', brand: string): MailMessage {
  const action = purpose === 'signup' ? 'verify your email and finish signing up' : 'reset your password';
  const minutes = LIMITS.otpExpiryMinutes;
  return {
    to,
    subject: `${code} is your ${brand} verification code`,
    text: `Your ${brand} OTP is ${code}. Use it to ${action}. It expires in ${minutes} minutes. If you did not ask for it, ignore this email.`,
    html: `<p>Your ${escapeHtml(brand)} OTP is</p><p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p><p>Use it to ${action}. It expires in ${minutes} minutes.</p><p>If you did not ask for it, ignore this email.</p>`,
  };
}
