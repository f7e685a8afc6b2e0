/** Spaces collapsed and trimmed, as the server stores names. */
export const cleanText = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Adds the names not yet in the list (ignoring empty ones and letter case); says which were new. */
export function addUnique(list: readonly string[], names: readonly string[]) {
  const next = [...list];
  const added: string[] = [];
  for (const raw of names) {
    const name = cleanText(raw);
    if (name && !next.some((existing) => existing.toLowerCase() === name.toLowerCase())) {
      next.push(name);
      added.push(name);
    }
  }
  return { list: next, added };
}
