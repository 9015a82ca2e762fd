// Server-Sent Events: the text format of `text/event-stream` (the order status stream).

/**
 * The events of a Server-Sent Events text: each block's `event` name and `data` (lines joined);
 * comments (`: heartbeat`) and `retry` are skipped. `rest` is the unfinished tail to prepend to
 * the next chunk.
 *
 * @example
 * parseServerSentEvents('event: status\ndata: {"status":"NEW"}\n\n: heartbeat\n\n');
 * // { events: [{ event: 'status', data: '{"status":"NEW"}' }], rest: '' }
 */
export function parseServerSentEvents(text: string): { events: Array<{ event: string; data: string }>; rest: string } {
  const blocks = text.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: Array<{ event: string; data: string }> = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}
