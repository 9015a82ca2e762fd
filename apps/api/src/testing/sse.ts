// A Server-Sent Events client for tests, over fetch (the stream needs a bearer header, which
// EventSource cannot send).

/** An SSE client over fetch: `next()` is the next `status` event's data, `heartbeat()` waits for a comment. */
export async function openStream(url: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  async function block(): Promise<string> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const text = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        return text;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += value;
    }
  }
  return {
    response,
    async next(): Promise<Record<string, unknown>> {
      for (;;) {
        const text = await block();
        const data = text.split('\n').find((line) => line.startsWith('data: '));
        if (text.includes('event: status') && data) return JSON.parse(data.slice(6)) as Record<string, unknown>;
      }
    },
    async heartbeat() {
      for (;;) if ((await block()).startsWith(': heartbeat')) return;
    },
    close: () => controller.abort(),
  };
}
