import { createHmac } from 'node:crypto';
import { isIPv6 } from 'node:net';

/**
 * A keyed hash naming the client's network, stored with each hold instead of the address itself
 * (no personal data in the event log). IPv4 counts the address (carrier NAT already puts many
 * people behind one); IPv6 counts the /64, the block one home or phone is given.
 */
export function networkKeyer(jwtSecret: string) {
  const key = createHmac('sha256', jwtSecret).update('hold-network-key').digest();
  return (address: string | undefined): string | undefined => {
    if (!address) return undefined;
    const network = address.startsWith('::ffff:') ? address.slice(7) : address;
    const prefix = isIPv6(network) ? ipv6Prefix64(network) : network;
    return createHmac('sha256', key).update(prefix).digest('base64url').slice(0, 22);
  };
}

/** The first four groups of an IPv6 address, written out in full (so `::` spellings agree). */
function ipv6Prefix64(address: string): string {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().padStart(4, '0'))
    .join(':');
}
