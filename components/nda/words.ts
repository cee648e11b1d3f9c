import type { ArtworkWords } from '@/components/project/media-types';
import type { Messages } from '@/lib/i18n/messages';

/** The words of a protected project's page, in its language: the form's, and those its media need once open. */
export type NdaWords = Messages['nda'] & { media: ArtworkWords };
