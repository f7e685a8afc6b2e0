import { z } from 'zod';
import { envelope } from '../common/envelope.ts';

export const citySchema = z.object({ _id: z.string(), cityName: z.string(), featured: z.boolean() });
export type City = z.infer<typeof citySchema>;

export const addCityRequest = z.object({
  cityName: z
    .string({ error: 'City name is required' })
    .trim()
    .min(1, 'City name is required')
    .max(60, 'City name is too long')
    .transform((s) => s.replace(/\s+/g, ' ')),
});
export type AddCityRequest = z.infer<typeof addCityRequest>;
export const addCityResponse = envelope({ data: citySchema, position: z.string() });
export const getCitiesResponse = envelope({ data: z.array(citySchema) });
