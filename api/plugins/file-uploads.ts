import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MAX_FILE_BYTES } from '../../domain/files/limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes a file's bytes as its body (`Content-Type: application/octet-stream`) instead of JSON,
     * up to MAX_FILE_BYTES; the same-origin guard then insists on the browser's Origin header.
     */
    fileUpload?: true;
  }
}

export const FILE_UPLOAD_MEDIA_TYPE = 'application/octet-stream';

/** Raw file bodies for the routes that take uploads; every other route still refuses anything but JSON. */
export const fileUploadsPlugin = fp(
  async (app: FastifyInstance) => {
    app.addContentTypeParser(FILE_UPLOAD_MEDIA_TYPE, { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES }, (_request, body, done) => {
      done(null, body);
    });
  },
  { name: 'file-uploads' },
);
