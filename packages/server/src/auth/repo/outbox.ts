import type { Queryable } from '../../db/index.ts';

export interface OutboxMail {
  userId: string | null;
  type: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  actionLink: string | null;
  otp: string | null;
}

export async function insertOutboxMail(q: Queryable, mail: OutboxMail): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `insert into auth.mail_outbox (user_id, email_type, to_address, subject, body_text, body_html, action_link, otp)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [mail.userId, mail.type, mail.to, mail.subject, mail.text, mail.html, mail.actionLink, mail.otp],
  );
  return rows[0]!.id;
}

export async function markOutboxSent(q: Queryable, id: string, error: string | null): Promise<void> {
  await q.query(
    'update auth.mail_outbox set sent_at = case when $2::text is null then now() end, error = $2 where id = $1',
    [id, error],
  );
}
