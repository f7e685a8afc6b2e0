import type { CheckpointDB } from '../checkpoints/checkpoint.table.ts';
import type { CitiesDB } from '../catalog/cities.table.ts';
import type { AccountsDB } from '../accounts/accounts.table.ts';

/** Every read-model table; read-api imports this type only. */
export type ReadDatabase = CheckpointDB & CitiesDB & AccountsDB;
export type { CityTable } from '../catalog/cities.table.ts';
export type { AccountTable } from '../accounts/accounts.table.ts';
