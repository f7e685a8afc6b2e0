export interface CityTable {
  city_id: string;
  city_name: string;
  /** Lower-cased, trimmed name: what makes two city names the same. */
  name_key: string;
  featured: boolean;
  added_at: Date;
  position: string;
}
export interface CitiesDB {
  cities: CityTable;
}
