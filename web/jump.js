// On a phone the page is one long column (the board, then the panels): a
// small bar under the board, which then stays at the top, jumps back to what has scrolled away, so the
// board, the verdict and the ship search are each one tap away however far
// down adding ships (and the selected ship's card) has pushed them.

const $ = (id) => document.getElementById(id);

export function bind() {
  const bar = $("jump");
  const board = document.querySelector(".board-wrap");
  const verdict = document.querySelector(".verdict-card");
  const search = $("ship-search");
  if (!bar || !board || typeof IntersectionObserver !== "function") return;
  const jump = (el, block = "start") => el.scrollIntoView({ block, behavior: "instant" });
  $("jump-board").addEventListener("click", () => jump(board));
  $("jump-verdict").addEventListener("click", () => jump(verdict));
  // The search goes to the middle of the screen (clear of this bar and of a
  // phone's keyboard) with the focus, ready to type.
  $("jump-add").addEventListener("click", () => {
    search.focus({ preventScroll: true });
    jump(search, "center");
  });
  // Each button shows while its place is (mostly) off screen: the board
  // while less than a quarter of it shows, the search while it is hidden.
  // The top 64 px, where this bar stays as the page scrolls, counts as off
  // screen.
  const watch = (el, button, away, rootMargin = "0px") =>
    new IntersectionObserver(
      ([e]) => {
        $(button).hidden = !away(e);
        if (button === "jump-board") $("jump-verdict").hidden = !away(e);
        bar.classList.toggle("shown", [...bar.querySelectorAll("button")].some((b) => !b.hidden));
        document.body.classList.toggle("board-away", !$("jump-board").hidden);
      },
      { threshold: [0, 0.25, 0.5, 1], rootMargin },
    ).observe(el);
  watch(board, "jump-board", (e) => e.intersectionRatio < 0.25);
  watch(search, "jump-add", (e) => e.intersectionRatio < 1, "-64px 0px 0px 0px");
}
