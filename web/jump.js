// On a phone the page is one long column (the board, then the panels):
// once the board has scrolled away, a small bar at the bottom jumps back to
// the board or to the verdict, so adding ships far down never strands them.

const $ = (id) => document.getElementById(id);

export function bind() {
  const bar = $("jump");
  const board = document.querySelector(".board-wrap");
  if (!bar || !board || typeof IntersectionObserver !== "function") return;
  const jump = (el) => el.scrollIntoView({ block: "start", behavior: "instant" });
  $("jump-board").addEventListener("click", () => jump(board));
  $("jump-verdict").addEventListener("click", () => jump(document.querySelector(".verdict-card")));
  // The bar shows while less than a quarter of the board is on screen.
  new IntersectionObserver(([e]) => document.body.classList.toggle("board-away", e.intersectionRatio < 0.25), { threshold: [0, 0.25, 0.5] }).observe(board);
}
