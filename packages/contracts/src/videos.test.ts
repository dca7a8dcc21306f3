import { describe, expect, it } from 'vitest';
import { updateAddressBodySchema } from './addresses.ts';
import { VIDEO_PLAYER_ORIGINS, videoEmbed } from './videos.ts';

describe('videoEmbed: every accepted host is previewed in its privacy-friendly player (issue 29)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://youtube.com/watch?feature=share&v=aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ?t=10', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://m.youtube.com/shorts/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?h=8272103f6e&dnt=1'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871?dnt=1'],
    ['https://www.dailymotion.com/video/x8abc12', 'https://www.dailymotion.com/embed/video/x8abc12'],
    ['https://www.dailymotion.com/video/x8abc12_notre-equipe', 'https://www.dailymotion.com/embed/video/x8abc12'],
    ['https://dai.ly/x8abc12', 'https://www.dailymotion.com/embed/video/x8abc12'],
  ])('%s -> %s', (link, src) => {
    const embed = videoEmbed(link);
    expect(embed?.src).toBe(src);
    expect(VIDEO_PLAYER_ORIGINS.some((origin) => embed!.src.startsWith(`${origin}/`))).toBe(true);
  });

  it.each([
    'https://www.youtube.com/watch?v=aqz-KE-bpK', // 10 characters (spec section 9: 11)
    'https://www.youtube.com/watch?v=aqz-KE-bpKQQ',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/about',
    'https://www.dailymotion.com/fr',
    'https://evil.example/watch?v=aqz-KE-bpKQ',
    'https://vimeo.com.evil.example/76979871',
    'javascript:alert(1)//youtu.be/aqz-KE-bpKQ',
    '',
  ])('%s is not a video', (link) => expect(videoEmbed(link)).toBeNull());

  it('the API takes exactly the links that a player shows', () => {
    const accepted = (youtubeLink: string) => updateAddressBodySchema.safeParse({ youtubeLink }).success;
    expect(accepted('https://vimeo.com/76979871')).toBe(true);
    expect(accepted('https://www.dailymotion.com/video/x8abc12')).toBe(true);
    expect(accepted('https://vimeo.com/about')).toBe(false);
    expect(accepted('')).toBe(true);
  });
});
