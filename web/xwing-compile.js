// The engine's compiler off the page's main thread (xwing.js compile): a
// worker that says "ready", takes the engine's bytes as a stream (the
// response's body, handed over) and answers { module } with the compiled
// WebAssembly.Module, or { error } saying why not.
self.onmessage = async ({ data: body }) => {
  try {
    const response = new Response(body, { headers: { "content-type": "application/wasm" } });
    self.postMessage({ module: await WebAssembly.compileStreaming(response) });
  } catch (e) {
    self.postMessage({ error: `cannot compile the engine: ${e && e.message ? e.message : e}` });
  }
};
self.postMessage("ready");
