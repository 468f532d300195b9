import { createServer, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent after DATA, headers and body, dot-stuffing undone. */
  data: string;
  /** The decoded `user\0user\0password` of AUTH PLAIN, when the client authenticated. */
  auth: string | null;
}

/**
 * A tiny SMTP server on loopback for tests (RFC 5321 subset: EHLO/HELO, AUTH PLAIN, MAIL, RCPT,
 * DATA, RSET, NOOP, QUIT). It offers no STARTTLS, so the transport under test must be told not to
 * require it. `failNext` makes the next DATA answer a temporary failure, as a busy server would.
 */
export async function startSmtpDouble() {
  const received: ReceivedMail[] = [];
  let failNext = false;
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '', auth: null };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 smtp.test ESMTP ready');

    const command = (line: string) => {
      const verb = line.split(' ')[0]?.toUpperCase() ?? '';
      if (verb === 'EHLO') {
        socket.write('250-smtp.test greets you\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n');
      } else if (verb === 'HELO') reply('250 smtp.test');
      else if (verb === 'AUTH') {
        const [, mechanism, initial] = line.split(' ');
        if (mechanism?.toUpperCase() !== 'PLAIN' || !initial)
          return reply('504 only AUTH PLAIN with initial response');
        mail.auth = Buffer.from(initial, 'base64').toString('utf8');
        reply('235 2.7.0 authenticated');
      } else if (verb === 'MAIL') {
        mail = { from: /<(.*)>/.exec(line)?.[1] ?? '', to: [], data: '', auth: mail.auth };
        reply('250 2.1.0 ok');
      } else if (verb === 'RCPT') {
        mail.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
        reply('250 2.1.5 ok');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 end with <CRLF>.<CRLF>');
      } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
      else if (verb === 'QUIT') {
        reply('221 bye');
        socket.end();
      } else reply('502 5.5.2 not implemented');
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          mail.data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          if (failNext) {
            failNext = false;
            reply('451 4.3.0 try again later');
          } else {
            received.push(mail);
            reply('250 2.0.0 queued');
          }
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        command(line);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    received,
    failNextMessage() {
      failNext = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
