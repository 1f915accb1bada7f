import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { signedUpClient } from './helpers.ts';

/** Just enough of an SMTP server on loopback to receive what nodemailer sends. */
function fakeSmtp(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-localhost\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (verb === 'QUIT') {
          socket.write('221 Bye\r\n');
          socket.end();
        } else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0, messages });
    });
  });
}

let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
let test: TestServer;
beforeAll(async () => {
  smtp = await fakeSmtp();
  test = await startTestServer({
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    smtpFrom: 'Edgelog <auth@edgelog.test>',
  });
});
afterAll(async () => {
  await test?.stop();
  await new Promise((r) => smtp?.server.close(r));
});

describe('SMTP delivery', () => {
  it('sends auth mail through SMTP_URL and records it as sent', async () => {
    const { email } = await signedUpClient(test);
    const { error } = await test.client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    const { rows } = await test.server.ctx.db.query<{
      otp: string;
      sent_at: Date | null;
      error: string | null;
    }>(`select otp, sent_at, error from auth.mail_outbox where to_address = $1 order by id desc limit 1`, [
      email,
    ]);
    expect(rows[0]!.error).toBeNull();
    expect(rows[0]!.sent_at).toBeInstanceOf(Date);
    const message = smtp.messages.find((m) => m.includes(email));
    expect(message).toBeDefined();
    expect(message).toContain('Subject: Reset your password');
    expect(message).toContain('auth@edgelog.test');
    expect(message).toContain(rows[0]!.otp);
  });
});
