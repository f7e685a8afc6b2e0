import { EventEmitter } from 'node:events';

/**
 * In-process nudge that a projector's lease was released, so a standby instance in the same
 * process takes over at once instead of at its next renewal tick (other processes poll).
 */
export const leaseSignals = new EventEmitter().setMaxListeners(0);
export const announceLeaseReleased = (projector: string) => leaseSignals.emit('released', projector);
