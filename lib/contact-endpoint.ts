import { site } from '@/lib/content';

/**
 * Where the contact form posts: NEXT_PUBLIC_CONTACT_ENDPOINT at build time (the deployed contact-api's
 * `/api/send` URL), else the local service that `npm start` runs beside the site. A public build whose form would
 * post to a local service, or to something that is not an http(s) URL or a same-origin path, does not get this
 * far: see ./contact-endpoint-rule.ts.
 */
export const CONTACT_ENDPOINT = process.env.NEXT_PUBLIC_CONTACT_ENDPOINT || site.contactEndpointDefault;
