/**
 * The gallery's words in English (the portfolio's filter, cards and lightbox): apart from the rest of the
 * catalogue (messages.en.ts) because the gallery's island carries them as its default.
 */
export const galleryEn = {
  portfolio: {
    greeting: "Hey, I'm {name}",
    projects: 'Projects',
    filterGroup: 'Filter projects by role',
    shown: '{count} projects shown',
    /** The same, for a single project. */
    shownOne: '1 project shown',
    empty: 'No projects under “{filter}” yet.',
    video: 'Video',
    /** A protected project's badge: fixed words, English on every page (marked so). */
    underNda: 'Under NDA',
    preview: 'Preview',
    moreDetails: 'More Details',
    about: 'about',
    seeMore: 'See more',
    seeLess: 'See less',
  },
  /** yet-another-react-lightbox's own words, by its keys. */
  lightbox: {
    Lightbox: 'Project preview',
    Carousel: 'Portfolio gallery',
    'Photo gallery': 'Photo gallery',
    Previous: 'Previous',
    Next: 'Next',
    Close: 'Close',
    'Zoom in': 'Zoom in',
    'Zoom out': 'Zoom out',
    Play: 'Play',
    Pause: 'Pause',
    Slide: 'slide',
    Captions: 'Captions',
    '{index} of {total}': '{index} of {total}',
  } as Record<string, string>,
};

/** The gallery's words, in any language. */
export type GalleryWords = typeof galleryEn;
