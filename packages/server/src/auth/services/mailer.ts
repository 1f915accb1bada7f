import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../../db/index.ts';
import { insertOutboxMail, markOutboxSent, type OutboxMail } from '../repo/outbox.ts';

export type MailType =
  | 'signup'
  | 'invite'
  | 'magiclink'
  | 'recovery'
  | 'email_change'
  | 'email_change_current'
  | 'reauthentication';

export interface MailRequest {
  type: MailType;
  to: string;
  userId: string;
  /** The link to follow (absent for reauthentication, which only has a code). */
  link: string | null;
  otp: string;
}

/** A mail recorded in the outbox, to hand over once its transaction has committed. */
export interface QueuedMail extends OutboxMail {
  id: string;
}

export interface Mailer {
  /** Records the mail in the outbox, inside the caller's transaction. */
  enqueue(q: Queryable, mail: MailRequest): Promise<QueuedMail>;
  /** Logs each link and, when SMTP is configured, sends the mails. Never throws. */
  deliver(mails: readonly QueuedMail[]): Promise<void>;
}

const SUBJECTS: Record<MailType, string> = {
  signup: 'Confirm your signup',
  invite: 'You have been invited',
  magiclink: 'Your sign-in link',
  recovery: 'Reset your password',
  email_change: 'Confirm your new email address',
  email_change_current: 'Confirm the change of your email address',
  reauthentication: 'Confirm reauthentication',
};

const INTROS: Record<MailType, string> = {
  signup: 'Follow this link to confirm your e-mail address:',
  invite: 'You have been invited to create an account. Follow this link to accept the invitation:',
  magiclink: 'Follow this link to sign in:',
  recovery: 'Follow this link to reset the password for your account:',
  email_change: 'Follow this link to confirm the change of your e-mail address to this one:',
  email_change_current:
    'Someone asked to move your account to another e-mail address. Follow this link to confirm it was you:',
  reauthentication: 'Enter this code to confirm it is you:',
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function renderMail(mail: MailRequest): OutboxMail {
  const intro = INTROS[mail.type];
  const codeLine = `Or enter this code: ${mail.otp}`;
  const text = mail.link ? `${intro}\n\n${mail.link}\n\n${codeLine}\n` : `${intro}\n\n${mail.otp}\n`;
  const html = mail.link
    ? `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(mail.link)}">${escapeHtml(SUBJECTS[mail.type])}</a></p>` +
      `<p>${escapeHtml(codeLine)}</p>`
    : `<p>${escapeHtml(intro)}</p><p><strong>${escapeHtml(mail.otp)}</strong></p>`;
  return {
    userId: mail.userId,
    type: mail.type,
    to: mail.to,
    subject: SUBJECTS[mail.type],
    text,
    html,
    actionLink: mail.link,
    otp: mail.otp,
  };
}

export function createMailer(options: {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl?: string;
  from: string;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async enqueue(q, request) {
      const mail = renderMail(request);
      const id = await insertOutboxMail(q, mail);
      return { ...mail, id };
    },
    async deliver(mails) {
      for (const mail of mails) {
        options.log.info(
          { to: mail.to, type: mail.type, link: mail.actionLink ?? undefined, outboxId: mail.id },
          transport ? 'auth mail: sending' : 'auth mail: written to the outbox (no SMTP_URL)',
        );
        if (!transport) continue;
        let error: string | null = null;
        try {
          await transport.sendMail({
            from: options.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          });
        } catch (err) {
          error = err instanceof Error ? err.message : String(err);
          options.log.error({ to: mail.to, type: mail.type, err: error }, 'auth mail: SMTP delivery failed');
        }
        await markOutboxSent(options.db, mail.id, error).catch(() => undefined);
      }
    },
  };
}
