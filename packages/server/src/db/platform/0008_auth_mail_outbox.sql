-- Every e-mail the auth module sends. Without SMTP this is the delivery (plus a log line with the
-- link); with SMTP it records when each message was handed over or why it failed.
create table if not exists auth.mail_outbox (
  id bigserial primary key,
  user_id uuid references auth.users (id) on delete set null,
  email_type text not null,
  to_address text not null,
  subject text not null,
  body_text text not null,
  body_html text not null,
  action_link text,
  otp text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  error text
);
create index if not exists mail_outbox_to_address_idx on auth.mail_outbox (lower(to_address), created_at desc);
