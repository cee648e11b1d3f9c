/**
 * The longest value the service accepts for each field of a message, in characters as a person counts them (code
 * points). The one source of the rule: `validate.ts` refuses longer values, and the site's contact form gives its
 * fields the same `maxLength` (components/contact/contact-form.tsx imports it), so a visitor is stopped while
 * typing rather than refused after pressing Send. The site imports it by the package's public path, contact-api/limits
 * (package.json `exports`). No imports: the site's bundle takes it as it is.
 */
export const LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

export type LimitedField = keyof typeof LIMITS;
