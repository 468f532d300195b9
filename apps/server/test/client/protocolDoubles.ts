import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';

export interface RunningServer {
  /** `http://127.0.0.1:PORT`. */
  origin: string;
  close(): Promise<void>;
}

export interface FileServer extends RunningServer {
  /** The headers of every request received, in order. */
  received: IncomingHttpHeaders[];
}

/** The bytes of the file the export double answers: a minimal PDF header and a marker. */
export const EXPORTED_PDF = '%PDF-1.7\n% tijara order A-1001\n%%EOF\n';

/**
 * The /pdpd protocol for a call that answers a file (spec section 7, `exportOrderPdf`), which the
 * server does not serve yet: 401 in the envelope without a bearer token, the PDF with one.
 */
export async function startFileServer(): Promise<FileServer> {
  const received: IncomingHttpHeaders[] = [];
  const server = createHttpServer((request, response) => {
    received.push(request.headers);
    request.resume();
    request.on('end', () => {
      if (!request.headers.authorization?.startsWith('Bearer ')) {
        response.writeHead(401, { 'content-type': 'application/json; charset=utf-8' });
        response.end(JSON.stringify({ success: false, code: 401, msg: 'Please sign in first.', data: null }));
        return;
      }
      response.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="order-A-1001.pdf"',
      });
      response.end(EXPORTED_PDF);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A server that accepts connections and never answers: what a hung upstream looks like. */
export async function startSilentServer(): Promise<RunningServer & { connections: () => number }> {
  const sockets = new Set<Socket>();
  let accepted = 0;
  const server = createTcpServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    connections: () => accepted,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
