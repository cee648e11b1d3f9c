import type { Service } from '@/lib/content';

const paths: Record<Service['icon'], React.ReactNode> = {
  // A director's clapperboard.
  direction: (
    <>
      <path d="M4 11h24v15a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" />
      <path d="M4 11l1.5-6 22.5 3-1 3" />
      <path d="M10 5.8l-1 5.2M17 6.7l-1.5 4.3M24 7.6l-1.3 3.4" />
    </>
  ),
  // A loupe over a frame: checking every shot.
  supervision: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="21" cy="20" r="6" />
      <path d="M25.5 24.5L29 28" />
    </>
  ),
  // A jointed paper puppet.
  cutout: (
    <>
      <circle cx="16" cy="6" r="3.5" />
      <path d="M12 11h8l1 9h-10z" />
      <path d="M12 12l-5 5M20 12l5 5M13 20l-2 8M19 20l2 8" />
      <circle cx="16" cy="11" r="0.8" fill="currentColor" />
    </>
  ),
  // A pencil over a sheet held by a peg bar.
  traditional: (
    <>
      <path d="M6 4h16v24H6z" />
      <path d="M10 4v-1M14 4v-1M18 4v-1" />
      <path d="M27 9l-12 12-4 1 1-4 12-12z" />
    </>
  ),
  // A microphone.
  voice: (
    <>
      <rect x="12" y="3" width="8" height="15" rx="4" />
      <path d="M7 14a9 9 0 0 0 18 0M16 23v6M11 29h10" />
    </>
  ),
  // A spark over a book: a world of one's own.
  'original-ip': (
    <>
      <path d="M4 8c4-2 8-2 12 1 4-3 8-3 12-1v18c-4-2-8-2-12 1-4-3-8-3-12-1z" />
      <path d="M16 9v18" />
      <path d="M22 3l1 2 2 1-2 1-1 2-1-2-2-1 2-1z" fill="currentColor" />
    </>
  ),
};

/** The drawn icon of a service, by its `icon` name in data/services.json. Decorative: the title names it. */
export function ServiceIcon({ icon }: { icon: Service['icon'] }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width="40"
      height="40"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths[icon]}
    </svg>
  );
}
