import type { z } from 'zod';
import type { siteSchema } from './schema';

/**
 * The owner and the site as a whole. Lia Montenegro is a fictional person: every name, studio, client and
 * handle in `data/` is invented sample content.
 */
export const site = {
  ownerName: 'Lia Montenegro',
  tagline: 'Drawing, directing and voicing 2D animation from São Paulo since 2012.',
  bio: [
    "I'm a 2D animator and director from São Paulo. I started in 2012 pinning paper puppets together on a cut-out kids' series, and I have spent the years since moving characters frame by frame: cut-out rigs, traditional pencil on a light table, and everything in between.",
    'Along the way I grew into supervising animation teams on series, commercials and two feature films, and then into directing music videos, openings and campaigns. On many of those projects I also lent my voice to a character or two, because sometimes the fastest way to find a performance is to say the line yourself.',
    "Today I run Estúdio Lua de Papel, a small studio where I develop my own original IP, Zuzu e a Lua de Papel, and partner with studios and brands that want hand-made animation with heart. If you have a story that needs to move, I'd love to hear it.",
  ],
  roles: ['2D Animator', 'Director', 'Supervisor', 'Traditional', 'Cut Out', 'Original IPs', 'Voice Actress'],
  careerStartYear: 2012,
  location: 'São Paulo, Brazil',
  socials: [
    {
      label: 'LinkedIn',
      kind: 'professional',
      handle: 'in/lia-montenegro-anima',
      href: 'https://www.linkedin.com/in/lia-montenegro-anima',
    },
    {
      label: 'Instagram',
      kind: 'photo',
      handle: '@lia.montenegro.anima',
      href: 'https://www.instagram.com/lia.montenegro.anima',
    },
    {
      label: 'YouTube',
      kind: 'video',
      handle: '@LiaMontenegroAnima',
      href: 'https://www.youtube.com/@LiaMontenegroAnima',
    },
  ],
  developerCredit: { label: 'Site by Quadro Web', href: 'https://example.com/' },
  heroImage: {
    src: '/images/hero/hero.jpg',
    alt: 'Illustration of an animator with round glasses and a curly bun drawing at a glowing light table with a peg bar, while flipbook pages showing a bouncing ball fly off her desk.',
  },
  contactEndpointDefault: 'http://localhost:8787/api/send',
} satisfies z.input<typeof siteSchema>;
