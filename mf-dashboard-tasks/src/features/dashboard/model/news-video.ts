import { VIDEO_PLAYER_ORIGINS } from '@navia/contracts';

/** spec part 1 §2 "News Feed card": links to these video sites are embedded when an embed URL can be built. */
export type VideoProvider = 'youtube' | 'vimeo' | 'loom' | 'wistia';

export interface VideoEmbed {
  provider: VideoProvider;
  /** The player address (built from a checked id, never from the raw link). */
  embedUrl: string;
  /** Wistia is opened with a 'Watch Video' button instead of an inline player. */
  inline: boolean;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const LOOM_ID = /^[0-9a-f]{32}$/i;
const WISTIA_ID = /^[A-Za-z0-9]{6,16}$/;

/** An http(s) address as a URL, or null: a `javascript:` or malformed link is never rendered. */
export function safeUrl(url: string | null | undefined): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

const host = (url: URL) => url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
const isHost = (url: URL, domain: string) => host(url) === domain || host(url).endsWith(`.${domain}`);
const segments = (url: URL) => url.pathname.split('/').filter(Boolean);

function youtube(url: URL): string | null {
  let id: string | undefined;
  if (host(url) === 'youtu.be') id = segments(url)[0];
  else if (isHost(url, 'youtube.com') || isHost(url, 'youtube-nocookie.com')) {
    const [first, second] = segments(url);
    id = first === 'watch' ? (url.searchParams.get('v') ?? undefined) : ['embed', 'shorts', 'live', 'v'].includes(first) ? second : undefined;
  }
  // youtube-nocookie: the player sets no cookies until the person plays the video.
  return id && YOUTUBE_ID.test(id) ? `${VIDEO_PLAYER_ORIGINS.youtube}/embed/${id}` : null;
}

function vimeo(url: URL): string | null {
  if (!isHost(url, 'vimeo.com')) return null;
  const parts = segments(url);
  // vimeo.com/76979871, vimeo.com/76979871/<private hash>, vimeo.com/channels/x/76979871, player.vimeo.com/video/76979871
  const index = parts.findIndex((p) => VIMEO_ID.test(p));
  if (index < 0) return null;
  const hash = url.searchParams.get('h') ?? parts[index + 1];
  return `${VIDEO_PLAYER_ORIGINS.vimeo}/video/${parts[index]}${hash && VIMEO_HASH.test(hash) ? `?h=${hash}` : ''}`;
}

function loom(url: URL): string | null {
  if (!isHost(url, 'loom.com')) return null;
  const [kind, id] = segments(url);
  return (kind === 'share' || kind === 'embed') && id && LOOM_ID.test(id) ? `${VIDEO_PLAYER_ORIGINS.loom}/embed/${id}` : null;
}

function wistia(url: URL): string | null {
  if (!(isHost(url, 'wistia.com') || isHost(url, 'wistia.net') || isHost(url, 'wi.st'))) return null;
  const parts = segments(url);
  // <account>.wistia.com/medias/<id>, fast.wistia.net/embed/iframe/<id>
  const at = parts.indexOf('medias') >= 0 ? parts.indexOf('medias') + 1 : parts.indexOf('iframe') >= 0 ? parts.indexOf('iframe') + 1 : -1;
  const id = at > 0 ? parts[at] : undefined;
  return id && WISTIA_ID.test(id) ? `https://fast.wistia.net/embed/iframe/${id}` : null;
}

/** The video player for a news link, or null when it is not a link we can embed (it then opens in a new tab). */
export function videoEmbed(link: string | null | undefined): VideoEmbed | null {
  const url = safeUrl(link);
  if (!url) return null;
  const candidates: [VideoProvider, (u: URL) => string | null][] = [
    ['youtube', youtube],
    ['vimeo', vimeo],
    ['loom', loom],
    ['wistia', wistia],
  ];
  for (const [provider, build] of candidates) {
    const embedUrl = build(url);
    if (embedUrl) return { provider, embedUrl, inline: provider !== 'wistia' };
  }
  return null;
}
