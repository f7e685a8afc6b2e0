import { describe, expect, it } from 'vitest';
import { toEmbedUrl } from './embed-url';

const embed = 'https://www.youtube-nocookie.com/embed/eRsGyueVLvQ';

describe('toEmbedUrl', () => {
  it.each([
    ['a watch link', 'https://www.youtube.com/watch?v=eRsGyueVLvQ', embed],
    ['without www', 'https://youtube.com/watch?v=eRsGyueVLvQ', embed],
    ['the mobile site', 'https://m.youtube.com/watch?v=eRsGyueVLvQ', embed],
    ['a short link', 'https://youtu.be/eRsGyueVLvQ', embed],
    ['with a start time and a playlist', 'https://www.youtube.com/watch?v=eRsGyueVLvQ&t=42s&list=PL1', embed],
    [
      'a id with - and _',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    ],
  ])('turns %s into the privacy-enhanced embed link', (_, link, expected) => {
    expect(toEmbedUrl(link)).toBe(expected);
  });

  it.each([
    ['another site', 'https://example.com/watch?v=eRsGyueVLvQ'],
    ['a look-alike host', 'https://notyoutube.com/watch?v=eRsGyueVLvQ'],
    ['a watch link without an id', 'https://www.youtube.com/watch'],
    ['an id that is not one', 'https://www.youtube.com/watch?v=%22%3E%3Cscript%3E'],
    ['a channel page', 'https://www.youtube.com/@blender'],
    ['a script URL', 'javascript:alert(1)'],
    ['not a URL', 'eRsGyueVLvQ'],
  ])('gives null for %s', (_, link) => {
    expect(toEmbedUrl(link)).toBeNull();
  });
});
