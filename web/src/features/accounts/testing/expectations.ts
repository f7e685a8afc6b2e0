import { expect } from 'vitest';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The field is marked invalid and its accessible description carries the message. */
export function expectFieldError(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(new RegExp(escape(message)));
}

export function expectNoFieldError(field: HTMLElement) {
  expect(field).not.toHaveAttribute('aria-invalid');
}
