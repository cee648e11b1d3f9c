import { site } from '@/data';

/**
 * Where the contact form posts: NEXT_PUBLIC_CONTACT_ENDPOINT at build time (the deployed contact-api's
 * `/api/send` URL), else the local service that `npm start` runs beside the site.
 */
export const CONTACT_ENDPOINT = process.env.NEXT_PUBLIC_CONTACT_ENDPOINT || site.contactEndpointDefault;
