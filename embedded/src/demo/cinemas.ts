import type { Timing } from '@cinema/contracts';

/** Seats and price (rupees) of one seat class, as the Update Screen form sends them. */
export interface DemoSeatClass {
  seat: number;
  price: number;
}
export interface DemoScreen {
  regular: DemoSeatClass;
  bolcony: DemoSeatClass;
  vip: DemoSeatClass;
  /** The timings the demo schedule runs on this screen. */
  timings: readonly Timing[];
}

export interface DemoCinema {
  /** Fixed, so loading again finds the cinema instead of adding it twice. */
  cinemaId: string;
  cinemaName: string;
  /** One of DEMO_CITIES. */
  cityName: string;
  pincode: string;
  /** Rupees added to every price of the standard screens (big-city tickets cost more); at most 70. */
  priceUplift: number;
}

/**
 * A cinema opens with three screens; the demo sets them up as a small multiplex: a large screen with
 * every timing, and two smaller ones. Seat counts are multiples of the seat page's 5 columns.
 */
export const DEMO_SCREENS: readonly DemoScreen[] = [
  {
    vip: { seat: 15, price: 450 },
    bolcony: { seat: 30, price: 280 },
    regular: { seat: 60, price: 180 },
    timings: ['9-12am', '3-6pm', '9-12pm'],
  },
  {
    vip: { seat: 10, price: 420 },
    bolcony: { seat: 25, price: 260 },
    regular: { seat: 50, price: 160 },
    timings: ['3-6pm', '9-12pm'],
  },
  {
    vip: { seat: 10, price: 400 },
    bolcony: { seat: 20, price: 250 },
    regular: { seat: 40, price: 150 },
    timings: ['9-12am', '9-12pm'],
  },
];

/** The demo Admin's cinemas (fictional chains; real PIN codes of their neighbourhoods). Indore first. */
export const DEMO_CINEMAS: readonly DemoCinema[] = [
  {
    cinemaId: '17f22828-6d5b-4e10-ad96-d2270ff5c4d2',
    cinemaName: 'Rang Mahal Cineplex, Rajwada',
    cityName: 'Indore',
    pincode: '452002',
    priceUplift: 0,
  },
  {
    cinemaId: '387463da-c2b6-4347-acaf-d70c92c8719c',
    cinemaName: 'Sapphire Screens, Vijay Nagar',
    cityName: 'Indore',
    pincode: '452010',
    priceUplift: 20,
  },
  {
    cinemaId: 'bbb9efc7-3427-453d-aab4-3bb4bf9454a0',
    cinemaName: 'Malwa Talkies, Palasia',
    cityName: 'Indore',
    pincode: '452001',
    priceUplift: 0,
  },
  {
    cinemaId: '2359ff2b-df31-476b-ad6f-6e6297d0a029',
    cinemaName: 'Sapphire Screens, Bandra West',
    cityName: 'Mumbai',
    pincode: '400050',
    priceUplift: 70,
  },
  {
    cinemaId: '44e96aaf-2198-469b-90f6-540cb06448e1',
    cinemaName: 'Nakshatra Cinemas, Andheri West',
    cityName: 'Mumbai',
    pincode: '400053',
    priceUplift: 50,
  },
  {
    cinemaId: '773f6368-14cf-41d3-9391-e7745f5ececd',
    cinemaName: 'Rang Mahal Cineplex, Saket',
    cityName: 'Delhi-NCR',
    pincode: '110017',
    priceUplift: 60,
  },
  {
    cinemaId: 'd749e3fe-2afd-448a-8783-6a835b6b2b48',
    cinemaName: 'Kohinoor Cinemas, Cyber City Gurugram',
    cityName: 'Delhi-NCR',
    pincode: '122002',
    priceUplift: 70,
  },
  {
    cinemaId: 'adbb4f8b-3cf9-480d-8d8c-3b4c0c0a5a3e',
    cinemaName: 'Nakshatra Cinemas, Indiranagar',
    cityName: 'Bengaluru',
    pincode: '560038',
    priceUplift: 50,
  },
  {
    cinemaId: 'dcd50353-590a-49ef-852e-3244c7e5a3a2',
    cinemaName: 'Moonlight Multiplex, Koramangala',
    cityName: 'Bengaluru',
    pincode: '560034',
    priceUplift: 40,
  },
  {
    cinemaId: '6abfe5f4-0170-49a0-9b92-050ad49a786f',
    cinemaName: 'Sapphire Screens, Deccan Gymkhana',
    cityName: 'Pune',
    pincode: '411004',
    priceUplift: 30,
  },
  {
    cinemaId: 'df38d4fc-9ee2-46d5-93cb-6349b4a6b35d',
    cinemaName: 'Kohinoor Cinemas, HITEC City',
    cityName: 'Hyderabad',
    pincode: '500081',
    priceUplift: 40,
  },
];
