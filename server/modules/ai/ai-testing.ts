/**
 * A local server that speaks the OpenAI chat-completions protocol
 * (POST /v1/chat/completions) with scripted answers, so the provider path is
 * tested through the real `openai` SDK over real HTTP on loopback.
 */
import http from 'node:http';

export type ScriptedReply =
  { content: string; delayMs?: number } | { status: number; error: string };

export interface ChatRequest {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    temperature?: number;
  };
}

export interface FakeChatServer {
  baseUrl: string;
  requests: ChatRequest[];
  /** Answers for the next calls, in order; the last one repeats. */
  script(...replies: ScriptedReply[]): void;
  close(): Promise<void>;
}

export async function startFakeChatServer(): Promise<FakeChatServer> {
  const requests: ChatRequest[] = [];
  let replies: ScriptedReply[] = [{ content: "curl 'https://api.example.com/'" }];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      requests.push({
        authorization: req.headers.authorization,
        body: JSON.parse(raw) as ChatRequest['body'],
      });
      const reply = (replies.length > 1 ? replies.shift() : replies[0]) as ScriptedReply;
      if ('status' in reply) {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ error: { message: reply.error, type: 'server_error' } }),
        );
        return;
      }
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: `chatcmpl-${requests.length}`,
            object: 'chat.completion',
            created: 0,
            model: (JSON.parse(raw) as ChatRequest['body']).model,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: reply.content },
                finish_reason: 'stop',
              },
            ],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}/v1`,
    requests,
    script: (...next) => {
      replies = next;
    },
    close: () =>
      new Promise(resolve => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
