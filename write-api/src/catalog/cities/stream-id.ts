/** All cities live in one registry stream: few, rarely added, and names must be unique across them. */
export const citiesStreamId = () => 'cities';
