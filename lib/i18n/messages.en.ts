import { galleryEn } from './gallery.en';

/**
 * The site's own words in English: everything a visitor reads that is not content (content lives in data/ and is
 * translated there, see data/localize.ts). `{name}` marks a value filled in by `format`. The site's fixed
 * Portuguese phrases (`Não disponível`, `Ver projeto`, `Projeto não encontrado`, `Voltar ao portfólio`) are
 * Portuguese in both catalogues; the components mark them `lang="pt-BR"`.
 */
export const en = {
  skipToContent: 'Skip to content',
  nav: {
    label: 'Main',
    open: 'Open menu',
    close: 'Close menu',
    links: { home: 'Home', about: 'About', services: 'Services', portfolio: 'Portfolio', contact: 'Contact' },
  },
  language: { name: 'Português' },
  theme: { label: 'Theme', light: 'Light', dark: 'Dark', system: 'System' },
  footer: { rights: 'All Rights Reserved', socials: 'Social links' },
  backToTop: 'Back to top',
  breadcrumb: 'Breadcrumb',
  hero: {
    since: 'since {year}',
    roles: 'Roles',
    seePortfolio: 'See the portfolio',
    getInTouch: 'Get in touch',
  },
  about: { greeting: "Hi, I'm {name}", animatingSince: 'animating since {year}', roles: 'Roles', timeline: 'Timeline' },
  services: { eyebrow: 'What I do', heading: 'Services' },
  /** Swiper's words for screen readers (its a11y module), in the carousels of Home, Services and project pages. */
  carousel: {
    goToSlide: 'Go to slide {{index}}',
    previous: 'Previous slide',
    next: 'Next slide',
    first: 'This is the first slide',
    last: 'This is the last slide',
  },
  clients: {
    eyebrow: 'Trusted by studios, channels and brands',
    heading: 'My Clients',
    play: 'Play carousel',
    pause: 'Pause carousel',
  },
  showreel: {
    heading: 'Showreel',
    play: 'Play {title}',
    playFrom: 'Play {title} from {time}',
    chapters: 'Chapters',
    captions: 'Captions',
    project: 'Project',
  },
  voice: { eyebrow: 'Listen', heading: 'Voice demos', transcript: 'Transcript' },
  ...galleryEn,
  project: {
    information: 'Project information',
    category: 'Category',
    role: 'Role',
    client: 'Client',
    studio: 'Studio',
    year: 'Year',
    url: 'Project URL',
    inDevelopment: 'In Development',
    notAvailable: 'Não disponível',
    viewProject: 'Ver projeto',
    artworkFrom: 'Artwork from {title}',
    noImageFor: 'No image yet for {title}',
    videoFrom: 'Video from {title}',
    videoNumberFrom: 'Video {number} from {title}',
    audioFrom: 'Audio from {title}',
    audioNumberFrom: 'Audio {number} from {title}',
    watchOn: 'Watch on {host}',
    media: 'Media',
    /** The text alternative of the drawn placeholder of a protected project without a public picture. */
    ndaPlaceholder: '{title}: under a non-disclosure agreement, no public picture',
  },
  /** A protected project's page (components/nda/): the password form, its progress and its messages. */
  nda: {
    heading: 'Project under a non-disclosure agreement',
    intro: 'This work is under a non-disclosure agreement (NDA). Type the password you were given to see it.',
    password: 'Password',
    unlock: 'Unlock',
    noScript: 'Unlocking needs JavaScript: the password opens the project in your browser, never on a server.',
    checking: 'Checking the password…',
    remembered: 'Opening with the password typed earlier in this tab…',
    decrypting: 'Decrypting the pictures and videos: {done} of {total}…',
    wrong: 'Wrong password: nothing was opened. Check it and try again.',
    failed: 'The project could not be opened ({reason}). Reload the page and try again.',
    unlocked: 'Unlocked.',
    remember: 'This tab remembers the password until it is closed or locked.',
    lock: 'Lock',
    locked: 'Locked: this tab has forgotten the password.',
  },
  contact: {
    heading: 'Send me a message',
    allRequired: 'All fields are required.',
    elsewhere: 'Find me elsewhere',
    yourMessage: 'Your message',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    noScript: 'Sending needs JavaScript. You can also reach me through the links on this page.',
    send: 'Send message',
    sendingButton: 'Sending…',
    sending: 'Sending...',
    sent: 'Message sent successfully!',
    unexpected: 'An unexpected error occurred.',
    serverError: '❌ Error: {message}',
    stillHere: 'What you wrote is still here. You can also reach me on {links}.',
    or: ' or ',
  },
  /** The CV (scripts/cv/build.ts writes it from the content; About and Contact link to it). */
  cv: {
    download: 'Download CV (PDF)',
    /** The file name a browser saves it under. */
    fileName: '{name} - CV.pdf',
    letterFileName: '{name} - CV (US Letter).pdf',
    letter: 'US Letter size',
    documentTitle: '{name} - CV',
    website: 'Website',
    contactPage: 'Contact',
    profiles: 'Profiles',
    profile: 'Profile',
    voice: 'Voice work',
    listen: 'Listen at {address}',
    clients: 'Clients',
    credits: 'Credits',
    newestFirst: 'newest first',
    title: 'Title',
    page: '{page} of {pages}',
  },
  notFound: {
    projectTitle: 'Projeto não encontrado',
    projectLead: 'There is no project at this address. It may have been renamed.',
    pageTitle: 'Page not found',
    home: 'Go to the home page',
    seePortfolio: 'See the portfolio',
    backToPortfolio: 'Voltar ao portfólio',
  },
};

/** The shape every catalogue has: the English one's. */
export type Messages = typeof en;
