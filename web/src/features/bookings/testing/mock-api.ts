import { dataReply as readReply, okReply, type Reply } from '@/testing/mock-api';

export const bookingsReply = (bookings: unknown[]): Reply =>
  okReply({ bookings }, 'Bookings fetched successfully');

export const dataReply = (data: unknown, message = 'ok', position = '7:0'): Reply =>
  readReply(data, message, position);
