/** A premiere title: a poster drawn in the repository (public/home), the title and its language. */
export interface Premiere {
  title: string;
  language: string;
  src: string;
  width: number;
  height: number;
}

const premiere = (n: number, title: string, language: string): Premiere => ({
  title,
  language,
  src: `/home/premiere-${n}.svg`,
  width: 300,
  height: 450,
});

/** The spec's 7 fixed premiere titles (LIMITS.premiereTitles); fictional, like the footer's upcoming list. */
export const PREMIERES: readonly Premiere[] = [
  premiere(1, 'Kesari Skies', 'Hindi'),
  premiere(2, 'The Fifth Monsoon', 'English'),
  premiere(3, 'Neon Bazaar', 'Hindi'),
  premiere(4, 'Saffron Run', 'Telugu'),
  premiere(5, 'Echoes of Hampi', 'Kannada'),
  premiere(6, 'Project Garuda', 'Tamil'),
  premiere(7, 'Little Lanterns', 'English'),
];
