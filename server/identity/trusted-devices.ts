import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Browsers a user signed in on before ("device cookies", after OWASP's advice on slowing down online
 * guessing without handing out a lockout): a signed cookie lists the users who signed in here. Failed
 * sign-ins are counted per user and client; a lock a stranger causes (from another address, or on the
 * school's shared address) does not stop the child on the tablet they always use.
 */
export const DEVICE_COOKIE = 'rb_device';
const MAX_AGE_S = 400 * 24 * 60 * 60;
/** A class's shared laptop: the newest users are kept. */
const MAX_USERS = 40;

export interface TrustedDevice {
  id: string;
  userIds: readonly string[];
}

/** Where a sign-in comes from: the client's address, and this browser's device cookie if valid. */
export interface LoginClient {
  ip: string;
  device: TrustedDevice | null;
}

export class TrustedDevices {
  constructor(
    private readonly secret: string,
    private readonly secureCookie: boolean,
  ) {}

  private mac(payload: string): string {
    return createHmac('sha256', this.secret).update(`device:${payload}`).digest('base64url');
  }

  /** The device a cookie names, if it carries our signature. */
  read(value: string | undefined): TrustedDevice | null {
    const dot = value?.lastIndexOf('.') ?? -1;
    if (!value || dot < 0) return null;
    const payload = value.slice(0, dot);
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(this.mac(payload));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const [id = '', users = ''] = payload.split(':');
    return id ? { id, userIds: users ? users.split(',') : [] } : null;
  }

  /** The cookie value that adds a user to a device (a new device when there is none). */
  sign(device: TrustedDevice | null, userId: string): string {
    const id = device?.id ?? randomBytes(12).toString('base64url');
    const userIds = [userId, ...(device?.userIds ?? []).filter((u) => u !== userId)].slice(0, MAX_USERS);
    const payload = `${id}:${userIds.join(',')}`;
    return `${payload}.${this.mac(payload)}`;
  }

  clientOf(request: FastifyRequest): LoginClient {
    return { ip: request.ip, device: this.read(request.cookies[DEVICE_COOKIE]) };
  }

  /** After a successful sign-in: this browser is now one the user signed in on. */
  remember(reply: FastifyReply, client: LoginClient, userId: string): void {
    reply.setCookie(DEVICE_COOKIE, this.sign(client.device, userId), {
      // Only sign-ins read it: the direct login and the provider's form, both under /api/auth.
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookie,
      maxAge: MAX_AGE_S,
    });
  }
}
