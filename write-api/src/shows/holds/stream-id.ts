export { holdsStreamId } from '@cinema/contracts';
