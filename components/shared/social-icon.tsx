import type { SocialLink } from '@/lib/content';
import { PhotoIcon, ProfessionalIcon, VideoIcon } from './icons';

/** The icon of a social network, by its kind. */
export function SocialIcon({ kind, className }: { kind: SocialLink['kind']; className?: string }) {
  if (kind === 'professional') return <ProfessionalIcon className={className} />;
  if (kind === 'photo') return <PhotoIcon className={className} />;
  return <VideoIcon className={className} />;
}
