import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
  at: number;
}

export interface ScriptedReply {
  status: number;
  headers?: Record<string, string>;
  /** For 200s: the assistant message content (the model's JSON answer). */
  content?: string;
  /** The whole reply body: for errors, and for 200s of other endpoints (e.g. /v1/embeddings). */
  body?: unknown;
  /** For a request with `stream: true`: the pieces of text sent as chat.completion.chunk events (default: `content` word by word). */
  chunks?: string[];
  /** Wait before each chunk. */
  chunkDelayMs?: number;
  /** Cut the connection after this many chunks, without [DONE] (a failure mid-stream). */
  dropAfterChunks?: number;
  /** For a streamed reply: function calls sent after the text, each in two pieces as OpenAI splits them. */
  toolCalls?: Array<{ name: string; arguments: string }>;
}

/**
 * An OpenAI-compatible server on loopback for the real `openai` package: answers
 * /v1/chat/completions (or, with a scripted body, any endpoint) from a script (then repeats the last
 * reply) and records every request.
 */
export async function startFakeOpenAi(script: ScriptedReply[] | ((request: RecordedRequest, index: number) => ScriptedReply)) {
  const requests: RecordedRequest[] = [];
  const queue = Array.isArray(script) ? [...script] : [];
  const next = (request: RecordedRequest): ScriptedReply | undefined =>
    typeof script === 'function' ? script(request, requests.length - 1) : queue.length > 1 ? queue.shift() : queue[0];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const request = { path: req.url ?? '', headers: req.headers, body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {}, at: Date.now() };
      requests.push(request);
      const reply = next(request) ?? { status: 500, body: { error: { message: 'no script' } } };
      if (reply.status === 200 && request.body.stream === true && reply.body === undefined) {
        void streamChunks(res, reply, requests.length);
        return;
      }
      const body =
        reply.status === 200 && reply.body === undefined
          ? {
              id: `chatcmpl-${requests.length}`,
              object: 'chat.completion',
              created: Math.floor(Date.now() / 1000),
              model: 'fake-model',
              choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply.content ?? '' } }],
              usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
            }
          : (reply.body ?? { error: { message: `scripted ${reply.status}`, type: 'rate_limit_error' } });
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** OpenAI's streaming shape: `data: {chat.completion.chunk}` events, then `data: [DONE]`. */
async function streamChunks(res: http.ServerResponse, reply: ScriptedReply, index: number): Promise<void> {
  const pieces = reply.chunks ?? (reply.content ?? '').split(/(?<= )/);
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const event = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({ id: `chatcmpl-${index}`, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: 'fake-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  res.write(event({ role: 'assistant', content: '' }, null));
  for (const [i, piece] of pieces.entries()) {
    if (reply.dropAfterChunks !== undefined && i >= reply.dropAfterChunks) {
      res.socket?.destroy();
      return;
    }
    if (reply.chunkDelayMs) await new Promise((resolve) => setTimeout(resolve, reply.chunkDelayMs));
    if (res.destroyed) return;
    res.write(event({ content: piece }, null));
  }
  for (const [i, call] of (reply.toolCalls ?? []).entries()) {
    const half = Math.floor(call.arguments.length / 2);
    res.write(event({ tool_calls: [{ index: i, id: `call_${index}_${i}`, type: 'function', function: { name: call.name, arguments: call.arguments.slice(0, half) } }] }, null));
    res.write(event({ tool_calls: [{ index: i, function: { arguments: call.arguments.slice(half) } }] }, null));
  }
  res.write(event({}, reply.toolCalls?.length ? 'tool_calls' : 'stop'));
  res.end('data: [DONE]\n\n');
}

/** A key that passes the AI service's key checks (non-empty, not the placeholder, at least 30 characters). */
export const TEST_AI_KEY = 'sk-test-0123456789abcdefghijklmnopqrstuv';
