import { createServer, type Server, type Socket } from "node:net";

export interface Delivery {
  /** Which listener took it (one per instance, so a test can tell them apart). */
  listener: string;
  from: string;
  to: string[];
  data: string;
}

export interface SmtpSink {
  /** smtp:// URL of the named listener. */
  url(listener: string): string;
  readonly deliveries: Delivery[];
  /**
   * The next message the listener receives is held: its data is read, the "250 OK" never sent, so the sender has not
   * handed it over. Resolves when a message is being held; the sink drops it when the connection closes.
   */
  holdNext(listener: string): Promise<void>;
  close(): Promise<void>;
}

/** A minimal SMTP server (RFC 5321 without extensions) that stores what it accepts: a real mail server's contract. */
export async function startSmtpSink(listeners: string[]): Promise<SmtpSink> {
  const deliveries: Delivery[] = [];
  const holds = new Map<string, () => void>();
  const servers = new Map<string, { server: Server; port: number }>();
  const sockets = new Set<Socket>();

  const serve = (listener: string) => (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    socket.setEncoding("latin1");
    let buffer = "";
    let inData = false;
    let envelope = { from: "", to: [] as string[] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 sink ESMTP");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end < 0) return;
          const data = buffer.slice(0, end).replace(/\r\n\.\./g, "\r\n.");
          buffer = buffer.slice(end + 5);
          inData = false;
          const release = holds.get(listener);
          if (release) {
            holds.delete(listener);
            release();
            return; // never answered: the sender dies waiting, and the message was never accepted
          }
          deliveries.push({ listener, ...envelope, data });
          envelope = { from: "", to: [] };
          reply("250 OK queued");
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 sink");
        else if (verb === "MAIL") {
          envelope = { from: /<([^>]*)>/.exec(line)?.[1] ?? "", to: [] };
          reply("250 OK");
        } else if (verb === "RCPT") {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? "");
          reply("250 OK");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 End data with <CR><LF>.<CR><LF>");
        } else if (verb === "RSET") {
          envelope = { from: "", to: [] };
          reply("250 OK");
        } else if (verb === "NOOP") reply("250 OK");
        else if (verb === "QUIT") {
          reply("221 Bye");
          socket.end();
          return;
        } else reply("502 Command not implemented");
      }
    });
  };

  for (const listener of listeners) {
    const server = createServer(serve(listener));
    const port = await new Promise<number>((resolve) =>
      server.listen(0, "127.0.0.1", () => resolve((server.address() as { port: number }).port)),
    );
    servers.set(listener, { server, port });
  }

  return {
    deliveries,
    url: (listener) => `smtp://127.0.0.1:${servers.get(listener)?.port}`,
    holdNext: (listener) => new Promise<void>((resolve) => holds.set(listener, resolve)),
    async close() {
      for (const socket of sockets) socket.destroy();
      await Promise.all([...servers.values()].map(({ server }) => new Promise((r) => server.close(r))));
    },
  };
}
