export interface CityTable {
  city_id: string;
  city_name: string;
  /** Lower-cased, trimmed name: what makes two city names the same. */
  name_key: string;
  featured: boolean;
  added_at: Date;
  position: string;
  /** positionKey(position): updates are guarded by it, so an older event never overwrites a newer one. */
  position_key: string;
}
export interface CitiesDB {
  cities: CityTable;
}
