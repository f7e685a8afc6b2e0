// Positions are part of the public contract (clients send them back for read-your-writes).
export {
  comparePositions,
  formatPosition,
  hasReached,
  isPosition,
  maxPosition,
  minPosition,
  parsePosition,
  type PositionParts,
} from '@cinema/contracts';
