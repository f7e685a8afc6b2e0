import type { MovieFields } from '@cinema/contracts';

/**
 * The demo catalogue: twelve original, fictional films (titles, people and stories are made up).
 * Each has its art drawn in the repository (`embedded/demo-art/<slug>-poster.svg` and
 * `-banner.svg`, made by `scripts/generate-demo-art.ts`). Release dates are days from the day the
 * demo data is first loaded, so a new install always has films in cinemas and films coming soon.
 */
export interface DemoMovie extends Omit<MovieFields, 'releaseDate'> {
  /** Fixed, so loading again finds the movie instead of adding it twice. */
  movieId: string;
  slug: string;
  /** Days after the first load (negative: already released). */
  releaseInDays: number;
}

export const DEMO_MOVIES: readonly DemoMovie[] = [
  {
    movieId: 'ea117ce6-3843-4e18-ada6-9c29ed5ab7cc',
    slug: 'neon-monsoon',
    movieName: 'Neon Monsoon',
    categories: ['Bollywood'],
    releaseInDays: -17,
    summary:
      'When a rain-soaked Mumbai goes dark during the worst monsoon in forty years, night-shift cabbie ' +
      'Meera Kulkarni finds a ledger that half the city would kill for. With the floods rising and the ' +
      'police bought, she has one night to get it to the one honest officer she knows.',
    genres: ['Action', 'Thriller'],
    supportingLanguages: ['Hindi', 'English'],
    cast: ['Tara Deshmane', 'Kabir Saigal', 'Ritwik Oberai', 'Naina Pothwal'],
    crew: [
      { name: 'Aditi Rawalkar', profession: 'Director' },
      { name: 'Sameer Joglekar', profession: 'Writer' },
      { name: 'Ishaan Varde', profession: 'Music' },
      { name: 'Pallavi Ketkar', profession: 'Cinematographer' },
    ],
  },
  {
    movieId: 'b5b06665-08c3-4c5d-ae0a-48e9425c6df2',
    slug: 'the-last-orbit',
    movieName: 'The Last Orbit',
    categories: ['Hollywood'],
    releaseInDays: -9,
    summary:
      'The crew of the survey ship Halcyon wakes from cryosleep to find Earth silent and their fuel ' +
      'enough for one last burn. Commander Elise Navarro must choose between the home that stopped ' +
      'answering and a signal from the edge of the solar system that knows her name.',
    genres: ['Sci-Fi', 'Adventure'],
    supportingLanguages: ['English', 'Hindi', 'Tamil'],
    cast: ['Maren Holloway', 'Desmond Achterberg', 'Priya Venkatesan', 'Tobias Lindqvist', 'Ola Brennan'],
    crew: [
      { name: 'Graham Whitcombe', profession: 'Director' },
      { name: 'Lena Sorvino-Park', profession: 'Writer' },
      { name: 'Henrik Aalto', profession: 'Music' },
      { name: 'Celeste Moravec', profession: 'Visual Effects' },
    ],
  },
  {
    movieId: 'bd2523fc-544d-4c2a-b0a8-cc2c7f5cb4f6',
    slug: 'kaveri-kaatru',
    movieName: 'Kaveri Kaatru',
    categories: ['South'],
    releaseInDays: -24,
    summary:
      'A boat-maker’s daughter from a village on the Kaveri and a Chennai architect sent to plan a ' +
      'bridge over her river fall for each other one season at a time. A gentle love story about ' +
      'water, stubbornness and the things a town will not let go of.',
    genres: ['Romantic', 'Drama'],
    supportingLanguages: ['Tamil', 'Telugu'],
    cast: ['Kavinaya Sundar', 'Aravind Perumalsamy', 'Meenakshi Iyengar', 'Selvam Raghunathan'],
    crew: [
      { name: 'Thenmozhi Balan', profession: 'Director' },
      { name: 'Ezhil Mathivanan', profession: 'Music' },
      { name: 'Raghav Sethuraman', profession: 'Writer' },
      { name: 'Nila Ganesan', profession: 'Cinematographer' },
    ],
  },
  {
    movieId: 'faff01c5-86f0-4acb-974e-7e0850894425',
    slug: 'gully-cricket-club',
    movieName: 'Gully Cricket Club',
    categories: ['Bollywood'],
    releaseInDays: -3,
    summary:
      'Eleven kids from one Indore lane, a retired umpire with a bad knee and a borrowed matting pitch ' +
      'take on the city’s richest academy in the inter-colony cup. Nobody gave them a chance, ' +
      'least of all their mothers.',
    genres: ['Sports', 'Comedy', 'Family'],
    supportingLanguages: ['Hindi', 'English'],
    cast: ['Vivaan Chitnis', 'Sharmila Goenkar', 'Bablu Trivedi', 'Anaya Hardikar'],
    crew: [
      { name: 'Rohan Bhalekar', profession: 'Director' },
      { name: 'Ketaki Parulkar', profession: 'Writer' },
      { name: 'Dhruv–Manas', profession: 'Music' },
      { name: 'Farhan Lokhandwala', profession: 'Editor' },
    ],
  },
  {
    movieId: '538a720f-2ebc-496a-83b5-c553dec35359',
    slug: 'haveli-no-9',
    movieName: 'Haveli No. 9',
    categories: ['Bollywood'],
    releaseInDays: -31,
    summary:
      'A restoration architect takes the job nobody in Mandu wants: turning a shuttered nineteenth-' +
      'century haveli into a heritage hotel. Every night a different door she locked is found open, ' +
      'and the caretaker will only say that the ninth room was never on the plans.',
    genres: ['Horror', 'Thriller'],
    supportingLanguages: ['Hindi'],
    cast: ['Ruhani Sehgal', 'Manav Kashyap', 'Durga Prasad Nimbalkar'],
    crew: [
      { name: 'Vikram Tandolkar', profession: 'Director' },
      { name: 'Shweta Arolkar', profession: 'Writer' },
      { name: 'Neel Dhamankar', profession: 'Music' },
      { name: 'Ira Bhonsale', profession: 'Sound Design' },
    ],
  },
  {
    movieId: 'a7d9b362-dbd3-465b-befe-7a959dee2790',
    slug: 'simha-garjane',
    movieName: 'Simha Garjane',
    categories: ['South'],
    releaseInDays: -12,
    summary:
      'In the coffee hills of the Western Ghats, a soft-spoken forest guard stands between a mining ' +
      'cartel and the village that raised him. A sweeping action drama about land, loyalty and the ' +
      'roar that comes when a quiet man has been pushed too far.',
    genres: ['Action', 'Drama'],
    supportingLanguages: ['Kannada', 'Telugu', 'Hindi'],
    cast: ['Nikhil Hosamane', 'Shravya Hegde', 'Mallesh Kodagu', 'Poornima Shetty'],
    crew: [
      { name: 'Chidananda Nagarakatte', profession: 'Director' },
      { name: 'Anantha Bhandary', profession: 'Music' },
      { name: 'Keerthan Holla', profession: 'Writer' },
      { name: 'Manjunath Kalasa', profession: 'Action Director' },
    ],
  },
  {
    movieId: 'e6c61140-8fd4-41f0-a8b6-9929696fb464',
    slug: 'desert-run',
    movieName: 'Desert Run',
    categories: ['Hollywood'],
    releaseInDays: -1,
    summary:
      'A getaway driver on her last job discovers the bag in her trunk holds a ten-year-old boy, not ' +
      'cash. Twelve hundred miles of open desert, two crews on her tail and one rule she has never ' +
      'broken: never stop the car.',
    genres: ['Action', 'Adventure'],
    supportingLanguages: ['English', 'Hindi'],
    cast: ['Jolene Marchetti', 'Caleb Ruiz-Whitaker', 'Sammy Okonkwo-Hart', 'Dale Prewitt'],
    crew: [
      { name: 'Russell Fenwick', profession: 'Director' },
      { name: 'Maya Castellanos', profession: 'Writer' },
      { name: 'Jonah Teague', profession: 'Music' },
      { name: 'Wes Kirkland', profession: 'Stunt Coordinator' },
    ],
  },
  {
    movieId: '5bcf7ef1-6f9c-4f76-97e0-30dd558ba963',
    slug: 'tiffin-tales',
    movieName: 'Tiffin Tales',
    categories: ['Bollywood'],
    releaseInDays: 0,
    summary:
      'When Lucknow’s most reliable tiffin service mixes up two lunch boxes, a grumpy retired ' +
      'school principal and a hopeless young chef start a feud by note, one meal at a time. Soon ' +
      'the whole mohalla is reading along.',
    genres: ['Comedy', 'Family'],
    supportingLanguages: ['Hindi', 'English'],
    cast: ['Sulbha Awasthi', 'Yuvraj Mehrotra', 'Chhaya Nigam', 'Pappu Qureshi'],
    crew: [
      { name: 'Nandini Sabharwal', profession: 'Director' },
      { name: 'Ambar Kapadia', profession: 'Writer' },
      { name: 'Tanmay Sahasrabuddhe', profession: 'Music' },
      { name: 'Geetika Rawal', profession: 'Producer' },
    ],
  },
  {
    movieId: '350089eb-899a-4213-97b7-3d174d732db1',
    slug: 'deep-blue-signal',
    movieName: 'Deep Blue Signal',
    categories: ['Hollywood'],
    releaseInDays: 6,
    summary:
      'Six kilometres beneath the Indian Ocean, a research station picks up a pulse that repeats ' +
      'every 23 seconds and is getting closer. Marine acoustician Dr. Nadia Farrow has until the ' +
      'next supply sub to work out whether it is a warning or an invitation.',
    genres: ['Sci-Fi', 'Thriller'],
    supportingLanguages: ['English', 'Hindi', 'Telugu'],
    cast: ['Imogen Castell', 'Rafael Dunmore', 'Anjali Rao-Fischer', 'Per Vestergaard'],
    crew: [
      { name: 'Simone Adebayo-Grant', profession: 'Director' },
      { name: 'Oliver Strand', profession: 'Writer' },
      { name: 'Kenji Morrow', profession: 'Music' },
      { name: 'Bea Halvorsen', profession: 'Production Designer' },
    ],
  },
  {
    movieId: '7c8e3d71-4312-462f-b722-355e09f7a1f8',
    slug: 'godavari-gold',
    movieName: 'Godavari Gold',
    categories: ['South'],
    releaseInDays: -6,
    summary:
      'A ferryman’s son, a sharp-tongued archaeology student and a map torn from a temple ledger ' +
      'set off down the Godavari after a king’s lost treasure, one step ahead of a smuggler who ' +
      'has been looking for it for twenty years.',
    genres: ['Adventure', 'Action'],
    supportingLanguages: ['Telugu', 'Tamil', 'Hindi'],
    cast: ['Venkat Sai Vadlamudi', 'Sahithi Kondapalli', 'Narasimha Tadepalli', 'Vennela Sastry'],
    crew: [
      { name: 'Srinivas Varma Kotipalli', profession: 'Director' },
      { name: 'Hemanth Raju Gollapudi', profession: 'Music' },
      { name: 'Vamsi Pinnamaneni', profession: 'Writer' },
      { name: 'Ravi Teja Bhupathi', profession: 'Cinematographer' },
    ],
  },
  {
    movieId: '6bd3783e-5d94-4146-a681-d8bea460bb26',
    slug: 'paper-boats',
    movieName: 'Paper Boats',
    categories: ['Bollywood', 'South'],
    releaseInDays: 13,
    summary:
      'Two cousins, one from Mysuru and one from Bhopal, spend a rain-soaked summer at their ' +
      'grandmother’s house racing paper boats down the gutter and trying to save the house from ' +
      'being sold. A warm family film about growing up and holding on.',
    genres: ['Family', 'Drama'],
    supportingLanguages: ['Hindi', 'Kannada'],
    cast: ['Aarohi Kamath', 'Ishan Bhargava', 'Leela Ammanagi', 'Gopal Deshpande'],
    crew: [
      { name: 'Harini Subbaiah', profession: 'Director' },
      { name: 'Mohit Pandharkar', profession: 'Writer' },
      { name: 'Vasudha Karanth', profession: 'Music' },
      { name: 'Anirudh Mallya', profession: 'Editor' },
    ],
  },
  {
    movieId: '90e98689-341a-4a7a-92dc-0bae83253103',
    slug: 'sea-face-serenade',
    movieName: 'Sea Face Serenade',
    categories: ['Bollywood'],
    releaseInDays: 27,
    summary:
      'A jazz pianist who plays the late set at a fading Colaba bar and a radio jockey who hosts the ' +
      'midnight request show meet every night on the sea wall and agree on nothing, except the songs. ' +
      'A musical romantic comedy about the city after dark.',
    genres: ['Romantic', 'Comedy'],
    supportingLanguages: ['Hindi', 'English'],
    cast: ['Zoya Merchant', 'Neil Fernandes', 'Rustom Daruwalla', 'Pihu Lalwani'],
    crew: [
      { name: 'Anahita Contractor', profession: 'Director' },
      { name: 'Karan–Ayaan', profession: 'Music' },
      { name: 'Shireen Batliwala', profession: 'Writer' },
      { name: 'Deven Pinto', profession: 'Choreographer' },
    ],
  },
];
