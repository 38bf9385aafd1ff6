// A document of SVG elements held as plain objects, for the drag worker's
// painter (painter.js): there the live layer is drawn by the page's own
// views (flat.js FlatView, ghost.js), whose el() makes its elements
// through the global document, then painted on a canvas. It holds what
// those views use of the DOM and no more: attributes, children, text.

export class VElement {
  constructor(tagName) {
    this.tagName = tagName;
    this.nodeType = 1;
    this.attrs = new Map();
    this.children = [];
    this.parentNode = null;
    this.text = "";
  }

  setAttribute(name, value) {
    this.attrs.set(name, String(value));
  }

  getAttribute(name) {
    const v = this.attrs.get(name);
    return v === undefined ? null : v;
  }

  hasAttribute(name) {
    return this.attrs.has(name);
  }

  removeAttribute(name) {
    this.attrs.delete(name);
  }

  get textContent() {
    return this.text;
  }

  set textContent(t) {
    this.text = String(t);
    for (const c of this.children) c.parentNode = null;
    this.children = [];
  }

  get firstChild() {
    return this.children[0] || null;
  }

  get lastChild() {
    return this.children[this.children.length - 1] || null;
  }

  get nextSibling() {
    const p = this.parentNode;
    return p ? p.children[p.children.indexOf(this) + 1] || null : null;
  }

  get childElementCount() {
    return this.children.length;
  }

  appendChild(c) {
    return this.insertBefore(c, null);
  }

  insertBefore(c, ref) {
    if (c.parentNode) c.remove();
    const at = ref ? this.children.indexOf(ref) : -1;
    if (at < 0) this.children.push(c);
    else this.children.splice(at, 0, c);
    c.parentNode = this;
    return c;
  }

  // append takes elements; a string (a space between an SVG's texts) is
  // nothing to paint.
  append(...cs) {
    for (const c of cs) if (typeof c !== "string") this.appendChild(c);
  }

  remove() {
    const p = this.parentNode;
    if (!p) return;
    p.children.splice(p.children.indexOf(this), 1);
    this.parentNode = null;
  }

  replaceChildren(...cs) {
    for (const c of this.children) c.parentNode = null;
    this.children = [];
    this.append(...cs);
  }

  // querySelector finds nothing: a view looks for layers an SVG was
  // served with, and a virtual one has none.
  querySelector() {
    return null;
  }

  // getBBox is a text's size as the painter measures it (set by the
  // painter: measure(element) -> { width, height }).
  getBBox() {
    return VElement.measure ? VElement.measure(this) : { width: 0, height: 0 };
  }

  focus() {}
}

// vdocument is the global document the painter's views make elements with.
export const vdocument = {
  createElementNS: (_ns, name) => new VElement(name),
  createElement: (name) => new VElement(name),
};
