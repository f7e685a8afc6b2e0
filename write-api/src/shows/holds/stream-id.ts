/** One stream per viewer account: the holds it took, across every screening. */
export const holdsStreamId = (accountId: string) => `holds-${accountId}`;
