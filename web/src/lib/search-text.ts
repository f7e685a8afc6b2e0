/**
 * Text as a search compares it: lower case, accents dropped, and every run of anything but letters
 * and digits one space, so "Haveli No. 9", "haveli no 9" and the slug "haveli-no-9" all read alike.
 */
export const searchText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
