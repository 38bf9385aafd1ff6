// An embed sizes to its content: the board in a box of the board's shape,
// a compact verdict under it (style.css, body.embed). A host page that
// listens can fit its iframe: the embed posts
// { type: "xwing-embed-height", height } (CSS px) whenever its height changes.

export const MESSAGE = "xwing-embed-height";

// bind starts posting the height when the page is an embed inside a frame.
export function bind(embed) {
  if (!embed || window.parent === window || typeof ResizeObserver !== "function") return;
  let last = -1;
  const post = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    try {
      // Only a height: nothing private, so any host may read it.
      window.parent.postMessage({ type: MESSAGE, height }, "*");
    } catch {
      // A host that went away.
    }
  };
  new ResizeObserver(post).observe(document.body);
  post();
}
