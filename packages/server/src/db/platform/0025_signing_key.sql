-- The key every server process on this database signs tokens with, recorded by the first process
-- to start. A process holding another key refuses to start: its tokens would be refused by the
-- others with no word why (decision 0024). One row at most; out of reach of the API roles.
create table _edgelog.signing_key (
  only_row boolean primary key default true check (only_row),
  kid text not null,
  -- RFC 7638 thumbprint of the public key: what is compared, since a kid may be reused.
  thumbprint text not null,
  recorded_at timestamptz not null default now()
);
