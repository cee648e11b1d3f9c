import type { Thing, WithContext } from 'schema-dts';

/**
 * Structured data for search engines. `<` is escaped so no value can close the script element early. The
 * browser does not run `application/ld+json`, so the Content-Security-Policy has nothing to allow for it.
 */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
