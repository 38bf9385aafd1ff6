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

// pipe is one direction of the link: bits per second, one-way delay. The
// connections share it: by default in turns, a slice each (fair: what a
// radio link's scheduler and TCP's congestion control come to, so a large
// download doesn't hold up a small one that starts after it); with fifo,
// in the order their bytes came (a large download queued first delays
// everything after it by its whole length).
class Pipe {
  constructor(bitsPerSecond, delayMs, fifo = false) {
    this.bytesPerMs = bitsPerSecond / 8 / 1000;
    this.delay = delayMs;
    this.fifo = fifo;
    this.freeAt = 0; // when the pipe has sent what it has taken
    this.waiting = new Map(); // socket -> slices not yet on the pipe, in order
    this.turn = []; // sockets with slices waiting, in turn order
    this.inFlight = []; // { at, socket, data }: on the pipe, in order of at
    this.timer = null;
    this.bytes = 0;
    this.idle = []; // [from, ms]: the pipe idle while a connection waited for its next bytes
  }

  send(socket, data) {
    for (let i = 0; i < data.length; i += SLICE) {
      const piece = data.subarray(i, i + SLICE);
      const key = this.fifo ? this : socket; // fifo: one queue for all
      if (!this.waiting.has(key)) {
        this.waiting.set(key, []);
        this.turn.push(key);
      }
      this.waiting.get(key).push({ socket, data: piece });
    }
    this.pump();
  }

  // pump puts waiting slices on the pipe, a connection's turn at a time,
  // as far as the clock has come, and delivers what has arrived.
  pump() {
    const now = performance.now();
    if (this.freeAt < now) {
      if (this.turn.length && this.bytes > 0) this.idle.push([this.freeAt, now - this.freeAt]);
      this.freeAt = now;
    }
    while (this.turn.length && this.freeAt <= now + 0.5) {
      const key = this.turn.shift();
      const queue = this.waiting.get(key);
      const slice = queue.shift();
      if (queue.length) this.turn.push(key);
      else this.waiting.delete(key);
      this.freeAt += slice.data.length / this.bytesPerMs;
      this.inFlight.push({ at: this.freeAt + this.delay, ...slice });
    }
    while (this.inFlight.length && this.inFlight[0].at <= now + 0.5) {
      const { socket, data } = this.inFlight.shift();
      this.bytes += data.length;
      if (!socket.destroyed) socket.write(data);
    }
    clearTimeout(this.timer);
    this.timer = null;
    const next = Math.min(this.turn.length ? this.freeAt : Infinity, this.inFlight.length ? this.inFlight[0].at : Infinity);
    if (next < Infinity) this.timer = setTimeout(() => this.pump(), Math.max(0, next - performance.now()));
  }

  // after calls fn once every slice of socket's taken so far has arrived.
  after(socket, fn) {
    const check = () => {
      const pending = (this.waiting.get(this.fifo ? this : socket) || []).some((s) => s.socket === socket) || this.inFlight.some((s) => s.socket === socket);
      if (pending) setTimeout(check, 5);
      else fn();
    };
    check();
  }
}

/**
 * Starts the proxy. upstream: the real server's port on 127.0.0.1; down,
 * up: bits per second; rtt: round trip in ms; fifo: the connections share
 * the link in the order their bytes came, not in turns (Pipe).
 * idle(): the downlink's idle spells once its first bytes went, as
 * [from (performance.now()), ms].
 * @returns {Promise<{ port: number, bytes: () => { down: number, up: number }, idle: () => number[][], connections: () => number, close: () => Promise<void> }>}
 */
export async function throttle({ upstream, down, up, rtt, fifo = false }) {
  const downlink = new Pipe(down, rtt / 2, fifo);
  const uplink = new Pipe(up, rtt / 2, fifo);
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
    client.on("end", () => uplink.after(origin, () => origin.end()));
    origin.on("end", () => downlink.after(client, () => client.end()));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: server.address().port,
    bytes: () => ({ down: downlink.bytes, up: uplink.bytes }),
    idle: () => downlink.idle.slice(),
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
