import type { z } from 'zod';
import type { serviceSchema } from './schema';

/** The six services of the home and services pages, in the order shown; `delay` staggers their reveal. */
export const services = [
  {
    icon: 'direction',
    title: 'Direction',
    desc: 'From the first storyboard to the final mix, I direct series episodes, music videos, openings and campaigns with a clear visual voice.',
    delay: 100,
  },
  {
    icon: 'supervision',
    title: 'Supervision',
    desc: 'I lead animation teams of any size: casting shots, reviewing dailies and keeping quality and schedule in step.',
    delay: 200,
  },
  {
    icon: 'cutout',
    title: 'Cut Out',
    desc: 'Rigged cut-out animation with a hand-made feel, from paper-texture puppets to fully digital character rigs.',
    delay: 300,
  },
  {
    icon: 'traditional',
    title: 'Traditional',
    desc: 'Frame-by-frame animation drawn by hand, on paper or on a tablet, for the moments that need a living line.',
    delay: 400,
  },
  {
    icon: 'voice',
    title: 'Voice Acting',
    desc: 'Character voices for animation in Brazilian Portuguese: kids, grandmothers, heroes and the occasional talking hen.',
    delay: 500,
  },
  {
    icon: 'original-ip',
    title: 'Original IP',
    desc: 'I create and develop original characters and worlds, from the pitch bible and teaser to a pilot ready for partners.',
    delay: 600,
  },
] satisfies z.input<typeof serviceSchema>[];
