package main

import (
	_ "embed"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"strconv"
	"strings"
)

// typesTable is types.tsv: the Content-Types this server sends by
// extension, shared with the browser tests' server.
//
//go:embed types.tsv
var typesTable string

// types maps an extension (".js") to its Content-Type (types.tsv).
var types = parseTypes(typesTable)

// parseTypes reads types.tsv's lines "ext<TAB>type"; lines starting with
// # are comments. A malformed line panics: the table is built in.
func parseTypes(table string) map[string]string {
	out := map[string]string{}
	for _, line := range strings.Split(table, "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		ext, ctype, ok := strings.Cut(line, "\t")
		if !ok || !strings.HasPrefix(ext, ".") || ctype == "" {
			panic(fmt.Sprintf("serve: types.tsv: bad line %q", line))
		}
		out[ext] = ctype
	}
	return out
}

// encodings are the precompressed copies a file may have next to it,
// best first: FILE.br, then FILE.gz (cmd/serve/precompress.mjs).
var encodings = []struct{ name, ext string }{
	{"br", ".br"},
	{"gzip", ".gz"},
}

// server serves a folder's files to GET and HEAD, with each file's
// precompressed copy when the client accepts its encoding, and headers
// that let any origin load the files (the loader, the engine, the board
// element are meant to be used from other sites).
type server struct {
	root fs.FS     // the folder; paths can't leave it (os.Root)
	log  io.Writer // an access log line per request, or nil
}

// newServer serves folder dir.
func newServer(dir string, log io.Writer) (*server, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	return &server{root: root.FS(), log: log}, nil
}

func (s *server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	rec := &recorder{ResponseWriter: w, status: http.StatusOK}
	encoding := s.serve(rec, r)
	if s.log != nil {
		if encoding == "" {
			encoding = "-"
		}
		fmt.Fprintf(s.log, "%s %s %d %s %d\n", r.Method, r.URL.Path, rec.status, encoding, rec.bytes)
	}
}

// serve answers r and returns the content coding it used ("" for none).
func (s *server) serve(w http.ResponseWriter, r *http.Request) string {
	h := w.Header()
	h.Set("Access-Control-Allow-Origin", "*")
	h.Set("Access-Control-Expose-Headers", "X-Decoded-Length")
	// A page that isolates itself (Cross-Origin-Embedder-Policy) may
	// still load these files from here.
	h.Set("Cross-Origin-Resource-Policy", "cross-origin")
	h.Set("X-Content-Type-Options", "nosniff")
	switch r.Method {
	case http.MethodGet, http.MethodHead:
	case http.MethodOptions: // a CORS preflight
		h.Set("Access-Control-Allow-Methods", "GET, HEAD")
		h.Set("Access-Control-Allow-Headers", "*")
		h.Set("Access-Control-Max-Age", "86400")
		w.WriteHeader(http.StatusNoContent)
		return ""
	default:
		h.Set("Allow", "GET, HEAD, OPTIONS")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return ""
	}

	name, ok := fileName(r.URL.Path)
	if !ok {
		http.NotFound(w, r)
		return ""
	}
	info, err := fs.Stat(s.root, name)
	if err == nil && info.IsDir() {
		if !strings.HasSuffix(r.URL.Path, "/") {
			// Relative URLs in the folder's index resolve against the
			// folder only with the slash.
			http.Redirect(w, r, path.Base(r.URL.Path)+"/", http.StatusMovedPermanently)
			return ""
		}
		name = path.Join(name, "index.html")
		info, err = fs.Stat(s.root, name)
	}
	if err != nil || !info.Mode().IsRegular() {
		http.NotFound(w, r)
		return ""
	}

	ext := path.Ext(name)
	ctype, ok := types[ext]
	if !ok {
		ctype = mime.TypeByExtension(ext)
	}
	if ctype == "" {
		ctype = "application/octet-stream"
	}
	h.Set("Content-Type", ctype)
	// Revalidate every time so a new build is seen at once (a 304 costs
	// a round trip, not the file); the service worker does the offline
	// caching.
	h.Set("Cache-Control", "no-cache")

	if ext == ".html" {
		s.preload(h, path.Dir(name))
	}

	served, servedInfo, encoding := name, info, ""
	variants := false
	for _, e := range encodings {
		v, err := fs.Stat(s.root, name+e.ext)
		// A copy older than its file is stale (the file was edited
		// after `make wasm`): never sent.
		if err != nil || !v.Mode().IsRegular() || v.ModTime().Before(info.ModTime()) {
			continue
		}
		variants = true
		if encoding == "" && accepts(r.Header.Get("Accept-Encoding"), e.name) {
			served, servedInfo, encoding = name+e.ext, v, e.name
		}
	}
	if variants {
		h.Add("Vary", "Accept-Encoding")
	}
	if encoding != "" {
		h.Set("Content-Encoding", encoding)
		// ServeContent leaves the length out once a coding is set (for
		// handlers that compress as they write); this one doesn't, and
		// without it a browser can't show progress. Ranges set their own.
		if r.Header.Get("Range") == "" {
			h.Set("Content-Length", strconv.FormatInt(servedInfo.Size(), 10))
		}
		// The body a page reads is the decoded file, so a download's
		// progress needs the file's own size too (web/xwing.js
		// watchProgress); no standard header carries it.
		h.Set("X-Decoded-Length", strconv.FormatInt(info.Size(), 10))
	}
	// A strong validator per representation: the compressed and the
	// plain file are different bytes.
	tag := fmt.Sprintf("%x-%x", servedInfo.ModTime().UnixNano(), servedInfo.Size())
	if encoding != "" {
		tag += "-" + encoding
	}
	h.Set("ETag", `"`+tag+`"`)

	f, err := s.root.Open(served)
	if err != nil {
		http.NotFound(w, r)
		return ""
	}
	defer f.Close()
	rs, ok := f.(io.ReadSeeker)
	if !ok {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return ""
	}
	http.ServeContent(w, r, name, servedInfo.ModTime(), rs)
	return encoding
}

// preloads are what a page next to the engine needs and only finds late:
// a Link header lets the browser ask for them with the page's first
// bytes, before it has parsed any of it. page.js (the page's modules in
// one file) comes first: asked for here it takes the connection the
// browser opened beside the page's, and over slow 4G most of its bytes
// arrive while the link would otherwise idle, between the page's last
// byte and the engine's first (web/start.js asks for the engine at the
// first paint): ready ~0.2 s sooner, the board from the link ~0.25 s
// sooner. The engine is not here: asked for with the page, it ended
// before the largest paint of a fast load, and Lighthouse's simulation
// then counted its whole download into that paint (LCP ~4.4 s).
// wasm_exec.js, which the loader runs before it starts the engine, is a
// plain <script>.
var preloads = []struct{ file, link string }{
	{"page.js", "<page.js>; rel=modulepreload"},
	{"wasm_exec.js", "<wasm_exec.js>; rel=preload; as=script"},
}

// preload adds a Link header for each preload present in folder dir.
func (s *server) preload(h http.Header, dir string) {
	for _, p := range preloads {
		if info, err := fs.Stat(s.root, path.Join(dir, p.file)); err == nil && info.Mode().IsRegular() {
			h.Add("Link", p.link)
		}
	}
}

// fileName turns a URL path into a name inside the folder: ok is false
// for anything that isn't a plain path below it (.., empty elements,
// backslashes, NUL) and for hidden files. "/" is ".".
func fileName(urlPath string) (name string, ok bool) {
	if !strings.HasPrefix(urlPath, "/") || strings.ContainsAny(urlPath, "\\\x00") {
		return "", false
	}
	rel := strings.TrimSuffix(strings.TrimPrefix(urlPath, "/"), "/")
	if rel == "" {
		return ".", true
	}
	if !fs.ValidPath(rel) {
		return "", false
	}
	for _, elem := range strings.Split(rel, "/") {
		if strings.HasPrefix(elem, ".") {
			return "", false
		}
	}
	return rel, true
}

// accepts reports whether an Accept-Encoding header value accepts the
// content coding coding: named, or matched by "*", with a q-value above 0
// (RFC 9110 section 12.5.3).
func accepts(header, coding string) bool {
	star := false
	for _, item := range strings.Split(header, ",") {
		token, params, _ := strings.Cut(item, ";")
		token = strings.ToLower(strings.TrimSpace(token))
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, found := strings.Cut(strings.TrimSpace(p), "=")
			if found && strings.EqualFold(strings.TrimSpace(k), "q") {
				if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
					q = f
				}
			}
		}
		switch token {
		case coding:
			return q > 0
		case "*":
			star = q > 0
		}
	}
	return star
}

// recorder notes a response's status and body size for the access log.
type recorder struct {
	http.ResponseWriter
	status int
	bytes  int64
}

func (r *recorder) WriteHeader(status int) {
	r.status = status
	r.ResponseWriter.WriteHeader(status)
}

func (r *recorder) Write(b []byte) (int, error) {
	n, err := r.ResponseWriter.Write(b)
	r.bytes += int64(n)
	return n, err
}
