import type { z } from 'zod';
import type { pagesSchema } from './schema';

/** Each page's name, meta description and the line under its title. */
export const pages = {
  home: {
    title: 'Home',
    description:
      'Lia Montenegro: 2D animator, director, supervisor and voice actress from São Paulo, with 13+ years of cut-out and traditional animation.',
  },
  about: {
    title: 'About',
    description: 'Who Lia Montenegro is: 2D animator, director, supervisor, voice actress and creator of original IP.',
    lead: 'Thirteen years of drawing, directing and giving voice to characters.',
  },
  services: {
    title: 'Services',
    description: 'Direction, supervision, cut-out and traditional animation, voice acting and original IP development.',
    lead: 'What I bring to a production, from the first storyboard to the final voice take.',
  },
  portfolio: {
    title: 'Portfolio',
    description: 'Fifty projects of 2D animation: series, films, commercials, music videos and original IP.',
    lead: 'Series, films, commercials and music videos, newest first. Pick a role to narrow the list.',
  },
  contact: {
    title: 'Contact',
    description: 'Write to Lia Montenegro about animation direction, supervision, voice work or a new project.',
    lead: 'Tell me about your project: I answer every message within two working days.',
  },
  notFound: {
    title: 'Not found',
    description: 'This page does not exist.',
    lead: 'The page you asked for is not here. It may have moved, or the address may have a typo.',
  },
} satisfies z.input<typeof pagesSchema>;
