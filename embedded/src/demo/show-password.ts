import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { DEMO_PASSWORD_FILE } from './password.ts';

// npm run demo:password   (DATA_DIR as `npm start` was given it; default ./data)
const dataDir = resolve(process.env.DATA_DIR || './data');
const file = join(dataDir, DEMO_PASSWORD_FILE);
let password: string;
try {
  password = readFileSync(file, 'utf8').trim();
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  console.error(
    `No demo password in ${dataDir} yet: \`npm start\` makes one when it loads the demo data ` +
      '(DEMO_DATA, on by default outside production), unless DEMO_PASSWORD gives one.',
  );
  process.exit(1);
}
console.log(`demo accounts: ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
console.log(`demo password: ${password}`);
if (process.env.DEMO_PASSWORD) console.log('(DEMO_PASSWORD is set here: a start with it uses that instead)');
