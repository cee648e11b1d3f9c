import type { Site } from '@/lib/content';
import { ExternalLink } from '@/components/shared/external-link';

/**
 * The footer's credit to whoever built the site, when the content gives one, after the line's other link: its words,
 * linked to its address when it has one; an address alone reads as its host name.
 */
export function DeveloperCredit({ credit }: { credit: Site['developerCredit'] }) {
  const label = credit?.label ?? (credit?.href && new URL(credit.href).host);
  if (!credit || !label) return null;
  return (
    <>
      {' · '}
      {credit.href ? <ExternalLink href={credit.href}>{label}</ExternalLink> : label}
    </>
  );
}
