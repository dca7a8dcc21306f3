import { SMTPServer } from 'smtp-server';
import { expect, vi } from 'vitest';

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtp() {
  const received: { to: string; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Quoted-printable soft breaks and escapes undone, enough to read a link back. */
export const decodeQp = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));

/**
 * The next mail the server receives after `count` were received: mails that must not tell whether
 * they were sent are delivered after the answer (decision 149), so a test waits for them.
 */
export async function mailAfter(received: { to: string; raw: string }[], count: number): Promise<{ to: string; raw: string }> {
  await vi.waitFor(() => expect(received.length).toBeGreaterThan(count));
  return received[count]!;
}
