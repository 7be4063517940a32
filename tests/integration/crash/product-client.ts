/** A signed-in client of a product child process, over real HTTP, as the browser or a webhook caller would be. */
export class ProductClient {
  private cookie = '';

  constructor(private base: string) {}

  /** After a restart the product listens on another port; the session (in Postgres) carries over. */
  moveTo(base: string): void {
    this.base = base;
  }

  async request<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: T }> {
    const withBody = method !== 'GET';
    const response = await fetch(this.base + path, {
      method,
      headers: { ...(withBody ? { 'content-type': 'application/json', origin: this.base } : {}), ...(this.cookie ? { cookie: this.cookie } : {}), ...headers },
      body: withBody ? JSON.stringify(body ?? {}) : null,
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }

  /** The reply's body when it has `status`; otherwise throws with what came back. */
  async expect<T>(status: number, method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<T> {
    const reply = await this.request<T>(method, path, body, headers);
    if (reply.status !== status) throw new Error(`${method} ${path}: expected ${status}, got ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body;
  }

  /** The reply's status, or null when the product died before answering. */
  async attempt(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: unknown } | null> {
    return this.request(method, path, body, headers).catch(() => null);
  }
}
