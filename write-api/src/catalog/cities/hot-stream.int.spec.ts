import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePositions, POSITION_HEADER } from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import { startTestSystem, type TestSystem, accountWithToken } from '@cinema/embedded/testing';

describe.each(testDatabases())('one hot stream over HTTP on $kind', (database) => {
  let system: TestSystem;
  let superToken: string;

  beforeAll(async () => {
    system = await startTestSystem(database);
    superToken = (await accountWithToken(system, 'SuperAdmin')).token;
  });
  afterAll(() => system?.stop());

  it('takes 100 concurrent additions to the city registry without a single conflict', async () => {
    const names = Array.from({ length: 100 }, (_, i) => `Nagar ${i}`);

    const answers = await Promise.all(
      names.map((cityName) =>
        system.call('POST', '/cinema/addCity', { body: { cityName }, token: superToken }),
      ),
    );

    expect(answers.filter((a) => a.status !== 201).map((a) => a.body)).toEqual([]);
    const latest = answers
      .map((a) => a.body.position as string)
      .sort(comparePositions)
      .at(-1)!;
    const listed = await system.call('GET', '/cinema/getCities', { headers: { [POSITION_HEADER]: latest } });
    const listedNames = listed.body.data.map((c: { cityName: string }) => c.cityName);
    expect(listedNames.filter((n: string) => n.startsWith('Nagar')).sort()).toEqual([...names].sort());
  });
});
