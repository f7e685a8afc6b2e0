export { screeningStreamId } from '@cinema/contracts';
