import type { FastifyReply } from 'fastify';

/** A file made for download: its bytes and the name suggested to the browser. */
export interface DownloadFile {
  filename: string;
  body: Buffer | Uint8Array | string;
}

/**
 * A file answer (QR codes, posters, contracts; decision 012): its type, the suggested name
 * (spec section 7: `x-suggested-filename`, readable by the web app through CORS), not cached.
 */
export function sendFile(reply: FastifyReply, file: DownloadFile, contentType: string) {
  return reply
    .header('content-type', contentType)
    .header('x-suggested-filename', file.filename)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('access-control-expose-headers', 'x-suggested-filename, content-disposition')
    .header('cache-control', 'private, no-store')
    .send(file.body);
}
