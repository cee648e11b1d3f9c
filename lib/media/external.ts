/**
 * External videos (YouTube, Vimeo): the address an owner pastes, turned into the player the page loads when a
 * visitor presses Play, and only then. Pure functions: the schema uses them to refuse an address no player takes,
 * the project page to draw the item, the security step to allow that player's origin in that page's CSP only.
 */

/** The origins whose players the site may frame: YouTube's privacy-enhanced host and Vimeo's player. */
export const EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;
export type EmbedOrigin = (typeof EMBED_ORIGINS)[number];

/** What a page needs to show an external video. */
export interface ExternalEmbed {
  host: 'YouTube' | 'Vimeo';
  /** The video's id on that host. */
  id: string;
  /** The player, which starts playing as it loads (it loads on the visitor's click). */
  embedUrl: string;
  /** The origin the page's CSP must allow in `frame-src`. */
  origin: EmbedOrigin;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;

/**
 * The player of a YouTube or Vimeo address, or an Error that says what is wrong with it. Takes the forms people
 * copy: `youtube.com/watch?v=ID`, `youtu.be/ID`, `youtube.com/shorts/ID`, `youtube.com/embed/ID`,
 * `vimeo.com/ID`, `player.vimeo.com/video/ID`.
 */
export function externalEmbed(address: string): ExternalEmbed | Error {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return new Error(`"${address}" is not a web address`);
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtube.com' || host === 'youtu.be') {
    const id =
      host === 'youtu.be'
        ? segments[0]
        : segments[0] === 'shorts' || segments[0] === 'embed' || segments[0] === 'live'
          ? segments[1]
          : url.searchParams.get('v');
    if (!id || !YOUTUBE_ID.test(id)) return new Error(`no YouTube video id in "${address}"`);
    return {
      host: 'YouTube',
      id,
      embedUrl: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`,
      origin: 'https://www.youtube-nocookie.com',
    };
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = host === 'player.vimeo.com' && segments[0] === 'video' ? segments[1] : segments[0];
    if (!id || !VIMEO_ID.test(id)) return new Error(`no Vimeo video id in "${address}"`);
    return {
      host: 'Vimeo',
      id,
      embedUrl: `https://player.vimeo.com/video/${id}?autoplay=1`,
      origin: 'https://player.vimeo.com',
    };
  }
  return new Error(`"${address}" is not a YouTube or Vimeo address`);
}

/**
 * The video's own page on its host, at `seconds` in (a chapter of an external showreel): the host's player framed
 * on the page cannot be seeked from outside it, so a chapter leads there. `watch?v=…&t=42s` on YouTube, `#t=42s`
 * on Vimeo; at 0 the plain address.
 */
export function externalWatchUrl(embed: Pick<ExternalEmbed, 'host' | 'id'>, seconds: number): string {
  const at = Math.max(0, Math.floor(seconds));
  if (embed.host === 'YouTube') return `https://www.youtube.com/watch?v=${embed.id}${at ? `&t=${at}s` : ''}`;
  return `https://vimeo.com/${embed.id}${at ? `#t=${at}s` : ''}`;
}

/** The attribute that tells the security step (scripts/export/security.ts) which player a page may load. */
export const FRAME_ORIGIN_ATTRIBUTE = 'data-frame-origin';
