import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { NotFoundError } from '../http/errors.ts';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(plain) === 4) return plain.startsWith('127.');
  return plain === '::1';
}

/**
 * onRequest hook for the local-mode tools (/dev/mailbox holds every reset link): only this machine
 * may use them. It reads the socket's address, never `request.ip`, which a trusted proxy's
 * X-Forwarded-For decides. Anyone else gets the 404 of a path that does not exist.
 */
export async function answerLoopbackOnly(request: FastifyRequest): Promise<void> {
  if (!isLoopbackAddress(request.raw.socket?.remoteAddress)) throw new NotFoundError();
}
