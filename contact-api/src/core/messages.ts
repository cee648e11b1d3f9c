/**
 * Every sentence a visitor can read in an answer (`{ success, message }`), in the site's two languages. The
 * language is the request's Accept-Language (see app.ts); the site's form sends its page's language. Log lines
 * are not here: they are for the operator and stay English.
 *
 * One shape, `Catalogue`, that both languages must satisfy: TypeScript refuses a sentence missing (or extra) in
 * either. No imports, so the site's unit tests can read it too (the form's field labels must match these).
 */

/** The languages answers come in, as BCP 47 tags (the site's `<html lang>` values). */
export const LANGUAGES = ['en', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];

/** For a request without Accept-Language, or one that asks only for languages we do not have. */
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The form's four fields (the keys of the JSON body). */
export type Field = 'name' | 'email' | 'subject' | 'message';

export interface Catalogue {
  success: string;
  notJson: string;
  notObject: string;
  contentType: string;
  tooLarge: string;
  forbiddenOrigin: string;
  notFound: string;
  methodNotAllowed: string;
  serverError: string;
  badRequest: string;
  /** 429. `wait` is a `waitPhrase`. */
  rateLimited: (wait: string) => string;
  /** 503 past CONTACT_DAILY_CAP. */
  dailyCap: (wait: string) => string;
  /** 503 while another connection holds the database lock. */
  busy: (wait: string) => string;
  /** A wait of `n` (at least 1) seconds, minutes or hours, singular or plural as `n` wants. */
  seconds: (n: number) => string;
  minutes: (n: number) => string;
  hours: (n: number) => string;
  /** Each field's name, as the form labels it. */
  fields: Readonly<Record<Field, string>>;
  /** A field that is absent, empty or blank. */
  missing: Readonly<Record<Field, string>>;
  /** A field that is not a string (null, a number, an array…). `field` is from `fields`. */
  notText: (field: string) => string;
  tooLong: (field: string, max: number) => string;
  emailInvalid: string;
  emailLocalPartTooLong: (max: number) => string;
  /** Only if zod reports a problem without a sentence (it should not). */
  formInvalid: string;
  idempotencyKeyEmpty: string;
  idempotencyKeyTooLong: (max: number) => string;
  idempotencyKeyNotAscii: string;
  /** GET /api/stats without a GitHub token, or with one GitHub refuses. */
  statsSignIn: string;
  /** GET /api/stats by someone who may not push to the site's repository. */
  statsForbidden: string;
  /** GET /api/stats while no repository is set, or GitHub cannot be asked. */
  statsUnavailable: string;
  /** A beacon the statistics do not take (unknown event, a path with a query string, …). */
  statsBadEvent: string;
}

const en = {
  success: 'Message received. Thank you!',
  notJson: 'The request body must be JSON.',
  notObject: 'The request body must be a JSON object with name, email, subject and message.',
  contentType: 'Please send the form as JSON (Content-Type: application/json).',
  tooLarge: 'The message is too large. Please shorten it and try again.',
  forbiddenOrigin: 'This website is not allowed to send messages to this address.',
  notFound: 'Not found. This service only answers POST /api/send.',
  methodNotAllowed: 'Please use POST to send a message.',
  serverError: 'The message could not be saved. Please try again later.',
  badRequest: 'The request could not be understood.',
  rateLimited: (wait) => `Too many messages from this address. Please try again in ${wait}.`,
  dailyCap: (wait) =>
    `This inbox has received too many messages today, so your message was not saved. Please try again in ${wait}, or use the other links on this page.`,
  busy: (wait) => `The inbox is busy right now, so your message was not saved. Please send it again in ${wait}.`,
  seconds: (n) => (n === 1 ? '1 second' : `${n} seconds`),
  minutes: (n) => (n === 1 ? '1 minute' : `${n} minutes`),
  hours: (n) => (n === 1 ? '1 hour' : `${n} hours`),
  fields: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
  missing: {
    name: 'Please enter your name.',
    email: 'Please enter your email address.',
    subject: 'Please enter a subject.',
    message: 'Please enter a message.',
  },
  notText: (field) => `${field} must be text.`,
  tooLong: (field, max) => `${field} must be at most ${max} characters.`,
  emailInvalid: 'Email must be a valid email address.',
  emailLocalPartTooLong: (max) =>
    `Email must be a valid email address: the part before the @ can be at most ${max} characters.`,
  formInvalid: 'The form is not valid.',
  idempotencyKeyEmpty: 'Idempotency-Key must not be empty.',
  idempotencyKeyTooLong: (max) => `Idempotency-Key must be at most ${max} characters.`,
  idempotencyKeyNotAscii: 'Idempotency-Key may only contain visible ASCII characters (no spaces).',
  statsSignIn: 'Sign in with GitHub to see the statistics.',
  statsForbidden: 'Only someone who may publish this site (push to its repository) can see its statistics.',
  statsUnavailable:
    'The statistics cannot be shown right now: the site repository is not set (STATS_GITHUB_REPO) or GitHub did not answer.',
  statsBadEvent: 'This event is not one the statistics count.',
} satisfies Catalogue;

/** 5.000, as Brazilians write it (English keeps 5000, as it always has). */
const ptNumber = (n: number) => n.toLocaleString('pt-BR');

/** Brazilian Portuguese. The owner is a woman: "Obrigada". */
const ptBR = {
  success: 'Mensagem recebida. Obrigada!',
  notJson: 'O corpo da requisição precisa ser JSON.',
  notObject: 'O corpo da requisição precisa ser um objeto JSON com name, email, subject e message.',
  contentType: 'Envie o formulário como JSON (Content-Type: application/json).',
  tooLarge: 'A mensagem é grande demais. Encurte o texto e tente novamente.',
  forbiddenOrigin: 'Este site não tem permissão para enviar mensagens para este endereço.',
  notFound: 'Endereço não encontrado. Este serviço só responde a POST /api/send.',
  methodNotAllowed: 'Use POST para enviar uma mensagem.',
  serverError: 'Não foi possível salvar a mensagem. Tente novamente mais tarde.',
  badRequest: 'Não foi possível entender a requisição.',
  rateLimited: (wait) => `Muitas mensagens foram enviadas deste endereço. Tente novamente em ${wait}.`,
  dailyCap: (wait) =>
    `Esta caixa de entrada recebeu mensagens demais hoje, então sua mensagem não foi salva. Tente novamente em ${wait} ou use os outros links desta página.`,
  busy: (wait) => `A caixa de entrada está ocupada agora, então sua mensagem não foi salva. Envie de novo em ${wait}.`,
  seconds: (n) => (n === 1 ? '1 segundo' : `${ptNumber(n)} segundos`),
  minutes: (n) => (n === 1 ? '1 minuto' : `${ptNumber(n)} minutos`),
  hours: (n) => (n === 1 ? '1 hora' : `${ptNumber(n)} horas`),
  // The form's labels on the Portuguese pages (lib/i18n/messages.pt-br.ts).
  fields: { name: 'Nome', email: 'E-mail', subject: 'Assunto', message: 'Mensagem' },
  missing: {
    name: 'Informe seu nome.',
    email: 'Informe seu endereço de e-mail.',
    subject: 'Informe um assunto.',
    message: 'Escreva uma mensagem.',
  },
  notText: (field) => `O campo ${field} precisa ser um texto.`,
  tooLong: (field, max) => `O campo ${field} pode ter no máximo ${ptNumber(max)} caracteres.`,
  emailInvalid: 'Informe um endereço de e-mail válido.',
  emailLocalPartTooLong: (max) =>
    `Informe um endereço de e-mail válido: a parte antes do @ pode ter no máximo ${ptNumber(max)} caracteres.`,
  formInvalid: 'O formulário não é válido.',
  idempotencyKeyEmpty: 'O cabeçalho Idempotency-Key não pode estar vazio.',
  idempotencyKeyTooLong: (max) => `O cabeçalho Idempotency-Key pode ter no máximo ${ptNumber(max)} caracteres.`,
  idempotencyKeyNotAscii: 'O cabeçalho Idempotency-Key só pode conter caracteres ASCII visíveis (sem espaços).',
  statsSignIn: 'Entre com o GitHub para ver as estatísticas.',
  statsForbidden: 'Só quem pode publicar este site (enviar ao repositório dele) vê as estatísticas.',
  statsUnavailable:
    'Não é possível mostrar as estatísticas agora: o repositório do site não está definido (STATS_GITHUB_REPO) ou o GitHub não respondeu.',
  statsBadEvent: 'Este evento não é um dos que as estatísticas contam.',
} satisfies Catalogue;

export const MESSAGES: Readonly<Record<Language, Catalogue>> = { en, 'pt-BR': ptBR };

/** How long to wait, in the largest unit that keeps the number small: 90 seconds, 2 minutes, 24 hours. */
export function waitPhrase(seconds: number, words: Catalogue): string {
  if (seconds <= 90) return words.seconds(seconds);
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return words.minutes(minutes);
  return words.hours(Math.ceil(minutes / 60));
}
