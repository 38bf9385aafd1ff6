// Type declarations for web/xwing-board.js, the <xwing-board> element
// (docs/api.md "The <xwing-board> element").

/** What a "render" event's detail holds. */
export interface XWingBoardRenderDetail {
  /** The board drawn, as the page's state (a copy). */
  state: unknown;
  /** The parts of the link that could not be read (the rest is drawn). */
  problems: unknown[];
  /** The verdict's headlines, in order. */
  verdicts: string[];
}

/**
 * A read-only board with the verdict for its selected ship, from a
 * share-link state. Attributes: `state` (the part of a board link after
 * "#", or the whole link), `theme` ("auto" | "light" | "dark"), `details`.
 * Events: "render" (CustomEvent<XWingBoardRenderDetail>) after each
 * drawing, "error" (CustomEvent<{ message: string }>) when there is nothing
 * to draw.
 */
export class XWingBoard extends HTMLElement {
  static readonly observedAttributes: string[];
  /** "loading" until the first drawing, then "ready", or "error" (a message says why). */
  readonly status: "loading" | "ready" | "error";
}

/** The share-link state in a text: what follows its "#", else the whole text. */
export function fragmentOf(text: string | null | undefined): string;

declare global {
  interface HTMLElementTagNameMap {
    "xwing-board": XWingBoard;
  }
}
