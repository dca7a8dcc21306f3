import { VIDEO_ID_LENGTH } from './constants.ts';

/**
 * The brand page's video (spec sections 2 and 5): a link of one of the three accepted hosts, and
 * the player it is shown in. Decision 123 (issue 29): every accepted link is previewed, each host
 * through its privacy-friendly player (no cookie, no tracking until the visitor plays it), and the
 * page's Content-Security-Policy frames exactly those players (`VIDEO_PLAYER_ORIGINS`).
 */
export type VideoHost = 'youtube' | 'vimeo' | 'dailymotion';

export interface VideoEmbed {
  host: VideoHost;
  id: string;
  /** The player's URL, to put in an iframe. */
  src: string;
}

/** The players' origins: what the iframes load, and all that the CSP's frame-src allows besides the site. */
export const VIDEO_PLAYER_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.dailymotion.com',
] as const;

const YOUTUBE_ID = new RegExp(`^[A-Za-z0-9_-]{${VIDEO_ID_LENGTH}}$`);
/** Vimeo's ids are numbers; an unlisted video adds a hash ("vimeo.com/76979871/8272103f6e"). */
const VIMEO_ID = /^\d{6,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
/** Dailymotion's ids start with x ("x8abc12"); a page adds a slug after an underscore ("x8abc12_title"). */
const DAILYMOTION_ID = /^x[0-9a-z]{4,12}$/i;

const youtube = (url: URL, host: string): string | null => {
  if (host === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  const [first, second] = url.pathname.split('/').slice(1);
  if (first === 'watch') return url.searchParams.get('v');
  return first && ['embed', 'shorts', 'live', 'v'].includes(first) ? (second ?? null) : null;
};

const vimeo = (url: URL, host: string): { id: string; hash: string | null } | null => {
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const parts = url.pathname.split('/').filter(Boolean);
  // vimeo.com/{id}[/{hash}], vimeo.com/channels/{name}/{id}, vimeo.com/groups/{name}/videos/{id}, player.vimeo.com/video/{id}
  const index = parts.findIndex((part) => VIMEO_ID.test(part));
  if (index < 0) return null;
  const next = parts[index + 1];
  const hash = url.searchParams.get('h') ?? (next && VIMEO_HASH.test(next) ? next : null);
  return { id: parts[index]!, hash: hash && VIMEO_HASH.test(hash) ? hash : null };
};

const dailymotion = (url: URL, host: string): string | null => {
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'dai.ly') return parts[0] ?? null;
  if (host !== 'dailymotion.com') return null;
  // dailymotion.com/video/{id}[_slug], dailymotion.com/embed/video/{id}
  const index = parts.indexOf('video');
  return index >= 0 ? (parts[index + 1]?.split('_')[0] ?? null) : null;
};

/**
 * The video of a link and its player, or null when the link is not a video of an accepted host
 * (then the API refuses it: `form.validation.youtube_link`). YouTube ids have 11 characters (spec
 * section 9).
 */
export function videoEmbed(link: string | null | undefined): VideoEmbed | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const youtubeId = youtube(url, host);
  if (youtubeId !== null)
    return YOUTUBE_ID.test(youtubeId) ? { host: 'youtube', id: youtubeId, src: `${VIDEO_PLAYER_ORIGINS[0]}/embed/${youtubeId}` } : null;
  const vimeoVideo = vimeo(url, host);
  if (vimeoVideo) {
    // dnt=1: Vimeo's player sets no cookie and sends no analytics ("do not track").
    const query = `${vimeoVideo.hash ? `h=${vimeoVideo.hash}&` : ''}dnt=1`;
    return { host: 'vimeo', id: vimeoVideo.id, src: `${VIDEO_PLAYER_ORIGINS[1]}/video/${vimeoVideo.id}?${query}` };
  }
  const dailymotionId = dailymotion(url, host);
  if (dailymotionId !== null)
    return DAILYMOTION_ID.test(dailymotionId)
      ? { host: 'dailymotion', id: dailymotionId, src: `${VIDEO_PLAYER_ORIGINS[2]}/embed/video/${dailymotionId}` }
      : null;
  return null;
}
