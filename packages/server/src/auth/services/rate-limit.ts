import type { Db } from '../../db/index.ts';
import { Errors } from '../errors.ts';
import { hitRateLimit } from '../repo/rate-limits.ts';

/** What each limited endpoint allows, per client IP and per e-mail address, in fixed windows. */
export const RATE_LIMITS = {
  /** POST /token?grant_type=password */
  signIn: { perIp: 30, perEmail: 10, windowSeconds: 300 },
  /** POST /token?grant_type=refresh_token|pkce */
  refresh: { perIp: 150, perEmail: 0, windowSeconds: 300 },
  /** POST /signup */
  signUp: { perIp: 30, perEmail: 0, windowSeconds: 300 },
  /** POST /verify, GET /verify */
  verify: { perIp: 30, perEmail: 10, windowSeconds: 300 },
  /** POST /recover, /otp, /resend, GET /reauthenticate: requests that send mail. */
  emailSend: { perIp: 30, perEmail: 0, windowSeconds: 300 },
} as const;

export type RateLimitKind = keyof typeof RATE_LIMITS;

/** GoTrue's "max frequency": one mail of a kind to one address per this many seconds. */
export const EMAIL_FREQUENCY_SECONDS = 60;

export interface RateLimiter {
  /** Counts a request; throws 429 over_request_rate_limit when the IP or the address is over. */
  request(kind: RateLimitKind, ip: string, email?: string | null): Promise<void>;
  /** Counts a mail about to be sent; throws 429 over_email_send_rate_limit when it comes too soon. */
  emailSend(kind: string, email: string): Promise<void>;
}

export function createRateLimiter(db: Db, enabled: boolean): RateLimiter {
  if (!enabled) return { request: async () => undefined, emailSend: async () => undefined };
  return {
    async request(kind, ip, email) {
      const limits = RATE_LIMITS[kind];
      const byIp = await hitRateLimit(db, `${kind}:ip:${ip}`, limits.windowSeconds);
      if (byIp.hits > limits.perIp) throw Errors.requestRateLimit();
      if (email && limits.perEmail > 0) {
        const byEmail = await hitRateLimit(db, `${kind}:email:${email.toLowerCase()}`, limits.windowSeconds);
        if (byEmail.hits > limits.perEmail) throw Errors.requestRateLimit();
      }
    },
    async emailSend(kind, email) {
      const hit = await hitRateLimit(db, `mail:${kind}:${email.toLowerCase()}`, EMAIL_FREQUENCY_SECONDS);
      if (hit.hits > 1) throw Errors.emailRateLimit(hit.resetsIn);
    },
  };
}
