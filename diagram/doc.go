// Package diagram draws a board as one self-contained SVG document that a
// wiki accepts as an upload: the ships, the obstacles, the selected ship's
// arcs and range bands, a measured line to every other ship and the
// verdict for each, under an optional caption.
//
// Everything it draws comes from one core.Board computation, so the
// picture and the words can't disagree. The document is safe for
// MediaWiki uploads (no script, no event attributes, no foreignObject, no
// image, no reference outside the document, no style sheet) and looks the
// same in librsvg, which wikis render SVG with, as in a browser: its text
// is drawn as glyph outlines (Go Regular, glyphs_data.go), not set in a
// font the server may lack. The same input gives the same bytes.
//
// Frame: the board is in millimetres as in package core (origin at the
// top-left corner, x right, y down); the document itself is in pixels,
// the board drawn across its full width with the verdicts and caption
// below it.
package diagram
