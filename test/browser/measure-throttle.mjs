// A throttling TCP proxy on 127.0.0.1 for measuring a page over a slow
// link. Unlike the browser's own network emulation it slows every byte
// the browser sends or receives on the port, the service worker's fetches
// included.
//
// The link is one shared pipe per direction (every connection queues on
// it, as on a phone's radio link): a chunk leaves when the pipe is free,
// takes length / rate on it, and arrives rtt / 2 later. A new connection
// waits one round trip (the TCP handshake) before its first byte. TCP's
// slow start and losses are not modelled, so real links are slower.
//
//   const link = await throttle({ upstream: 8080, down: 1.6e6, up: 750e3, rtt: 150 });
//   // browse http://127.0.0.1:${link.port}/ ; link.bytes() => { down, up }
import net from "node:net";

// A slice of this many bytes at most goes on the pipe at a time, so
// connections interleave as packets would.
const SLICE = 4096;

// pipe is one direction of the link: bits per second, one-way delay.
class Pipe {
  constructor(bitsPerSecond, delayMs) {
    this.bytesPerMs = bitsPerSecond / 8 / 1000;
    this.delay = delayMs;
    this.freeAt = 0;
    this.queue = []; // { at, socket, data }, in order of at
    this.timer = null;
    this.bytes = 0;
  }

  send(socket, data) {
    for (let i = 0; i < data.length; i += SLICE) {
      const piece = data.subarray(i, i + SLICE);
      const start = Math.max(performance.now(), this.freeAt);
      this.freeAt = start + piece.length / this.bytesPerMs;
      this.queue.push({ at: this.freeAt + this.delay, socket, data: piece });
    }
    this.schedule();
  }

  schedule() {
    if (this.timer || this.queue.length === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      const now = performance.now();
      while (this.queue.length && this.queue[0].at <= now + 0.5) {
        const { socket, data } = this.queue.shift();
        this.bytes += data.length;
        if (!socket.destroyed) socket.write(data);
      }
      this.schedule();
    }, Math.max(0, this.queue[0].at - performance.now()));
  }

  // after calls fn once every slice queued so far has arrived.
  after(fn) {
    const at = this.queue.length ? this.queue[this.queue.length - 1].at : 0;
    setTimeout(fn, Math.max(0, at - performance.now()) + 1);
  }
}

/**
 * Starts the proxy. upstream: the real server's port on 127.0.0.1; down,
 * up: bits per second; rtt: round trip in ms.
 * @returns {Promise<{ port: number, bytes: () => { down: number, up: number }, connections: () => number, close: () => Promise<void> }>}
 */
export async function throttle({ upstream, down, up, rtt }) {
  const downlink = new Pipe(down, rtt / 2);
  const uplink = new Pipe(up, rtt / 2);
  const sockets = new Set();
  let connections = 0;
  const server = net.createServer((client) => {
    connections++;
    client.pause();
    const origin = net.connect(upstream, "127.0.0.1");
    for (const s of [client, origin]) {
      s.setNoDelay(true);
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => {});
    }
    // The handshake: a round trip before the first byte goes up.
    setTimeout(() => client.resume(), rtt);
    client.on("data", (d) => uplink.send(origin, d));
    origin.on("data", (d) => downlink.send(client, d));
    // A close travels like data: after what was sent before it.
    client.on("end", () => uplink.after(() => origin.end()));
    origin.on("end", () => downlink.after(() => client.end()));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: server.address().port,
    bytes: () => ({ down: downlink.bytes, up: uplink.bytes }),
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}

// SLOW_4G is Lighthouse's and Chrome DevTools' "Slow 4G" profile.
export const SLOW_4G = { down: 1.6e6, up: 750e3, rtt: 150 };
