import { safeUrl, videoEmbed } from './news-video';

describe('videoEmbed', () => {
  it.each<[string, string | null, boolean?]>([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/channel/UC123', null],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://youtu.be/"><script>', null],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?h=8272103f6e'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/about', null],
    ['https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184', 'https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184'],
    ['https://www.loom.com/share/not-an-id', null],
    ['https://acme.wistia.com/medias/e4a27b971d', 'https://fast.wistia.net/embed/iframe/e4a27b971d', false],
    ['https://fast.wistia.net/embed/iframe/e4a27b971d?videoFoam=true', 'https://fast.wistia.net/embed/iframe/e4a27b971d', false],
    ['https://example.com/watch?v=dQw4w9WgXcQ', null],
    ['https://notyoutube.com/watch?v=dQw4w9WgXcQ', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
  ])('%s → %s', (link, embedUrl, inline = true) => {
    const embed = videoEmbed(link);
    expect(embed?.embedUrl ?? null).toBe(embedUrl);
    if (embed) expect(embed.inline).toBe(inline);
  });

  it('names the provider', () => {
    expect(videoEmbed('https://youtu.be/dQw4w9WgXcQ')?.provider).toBe('youtube');
    expect(videoEmbed('https://acme.wistia.com/medias/e4a27b971d')?.provider).toBe('wistia');
  });
});

describe('safeUrl', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['http://example.com/', 'http://example.com/'],
    ['javascript:alert(1)', null],
    ['data:text/html,hi', null],
    ['/relative', null],
    [null, null],
  ])('%s → %s', (url, href) => {
    expect(safeUrl(url)?.href ?? null).toBe(href);
  });
});
