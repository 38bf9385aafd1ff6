package main

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// site lays out a folder to serve, next to a secret it must never give
// away:
//
//	secret.txt            outside the folder
//	site/
//	  index.html
//	  xwing.wasm          with xwing.wasm.br and xwing.wasm.gz
//	  xwing.js            with xwing.js.gz only
//	  app.js              with a stale app.js.br (older than app.js)
//	  manifest.webmanifest
//	  icons/icon.svg
//	  .hidden
//	  link -> ../secret.txt
func site(t *testing.T) (dir string) {
	t.Helper()
	base := t.TempDir()
	dir = filepath.Join(base, "site")
	files := map[string]string{
		"../secret.txt":        "secret",
		"index.html":           "<!doctype html><title>board</title>",
		"xwing.wasm":           "\x00asm plain",
		"xwing.wasm.br":        "brotli bytes",
		"xwing.wasm.gz":        "gzip bytes",
		"xwing.js":             "export function load() {}",
		"xwing.js.gz":          "gzip js",
		"app.js":               "new app",
		"manifest.webmanifest": `{"name":"x"}`,
		"icons/icon.svg":       "<svg/>",
		"cards-xwa.txt":        "xwing-cards\t1\txwa",
		"cards-xwa.txt.br":     "brotli cards",
		".hidden":              "hidden",
	}
	built := time.Now().Add(-time.Minute)
	for name, body := range files {
		p := filepath.Join(dir, name)
		require.NoError(t, os.MkdirAll(filepath.Dir(p), 0o755))
		require.NoError(t, os.WriteFile(p, []byte(body), 0o644))
		require.NoError(t, os.Chtimes(p, built, built))
	}
	stale := filepath.Join(dir, "app.js.br")
	require.NoError(t, os.WriteFile(stale, []byte("old app, compressed"), 0o644))
	old := time.Now().Add(-time.Hour)
	require.NoError(t, os.Chtimes(stale, old, old))
	require.NoError(t, os.Symlink("../secret.txt", filepath.Join(dir, "link")))
	return dir
}

func newTestServer(t *testing.T) (*server, *bytes.Buffer) {
	t.Helper()
	var log bytes.Buffer
	s, err := newServer(site(t), &log)
	require.NoError(t, err)
	return s, &log
}

// get sends a request with an Accept-Encoding header (none when empty) and
// returns the response and its body.
func get(t *testing.T, h http.Handler, method, target, acceptEncoding string) (*http.Response, string) {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	res := rec.Result()
	body, err := io.ReadAll(res.Body)
	require.NoError(t, err)
	return res, string(body)
}

func TestEncodingNegotiation(t *testing.T) {
	s, _ := newTestServer(t)
	cases := []struct {
		name, path, acceptEncoding string
		encoding, body             string
	}{
		{"a browser gets brotli", "/xwing.wasm", "gzip, deflate, br, zstd", "br", "brotli bytes"},
		{"brotli wins whatever the order", "/xwing.wasm", "br;q=0.5, gzip", "br", "brotli bytes"},
		{"gzip when brotli isn't accepted", "/xwing.wasm", "gzip, deflate", "gzip", "gzip bytes"},
		{"br;q=0 refuses brotli", "/xwing.wasm", "br;q=0, gzip", "gzip", "gzip bytes"},
		{"a star accepts both", "/xwing.wasm", "*", "br", "brotli bytes"},
		{"a star with brotli refused", "/xwing.wasm", "br;q=0, *", "gzip", "gzip bytes"},
		{"codings are case-insensitive", "/xwing.wasm", "GZIP", "gzip", "gzip bytes"},
		{"no header: the plain file", "/xwing.wasm", "", "", "\x00asm plain"},
		{"identity only: the plain file", "/xwing.wasm", "identity", "", "\x00asm plain"},
		{"gzip;q=0 refuses gzip", "/xwing.wasm", "gzip;q=0", "", "\x00asm plain"},
		{"only the copies that exist", "/xwing.js", "br, gzip", "gzip", "gzip js"},
		{"a copy older than its file is stale", "/app.js", "br", "", "new app"},
		{"no copies: the plain file", "/index.html", "br, gzip", "", "<!doctype html><title>board</title>"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res, body := get(t, s, http.MethodGet, tc.path, tc.acceptEncoding)
			require.Equal(t, http.StatusOK, res.StatusCode)
			assert.Equal(t, tc.encoding, res.Header.Get("Content-Encoding"))
			assert.Equal(t, tc.body, body)
			assert.Equal(t, "no-cache", res.Header.Get("Cache-Control"))
		})
	}
}

// A page reads a compressed body decoded, while Content-Length counts the
// compressed bytes: X-Decoded-Length gives the file's own size, for a
// download's progress, and other origins may read it.
func TestDecodedLength(t *testing.T) {
	s, _ := newTestServer(t)
	for _, tc := range []struct{ name, acceptEncoding, length, decoded string }{
		{"brotli", "br", "12", "10"},
		{"gzip", "gzip", "10", "10"},
		{"plain: Content-Length is the size already", "", "10", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, _ := get(t, s, http.MethodGet, "/xwing.wasm", tc.acceptEncoding)
			assert.Equal(t, tc.length, res.Header.Get("Content-Length"))
			assert.Equal(t, tc.decoded, res.Header.Get("X-Decoded-Length"))
			assert.Equal(t, "X-Decoded-Length", res.Header.Get("Access-Control-Expose-Headers"))
		})
	}
}

func TestVaryOnlyWhereCopiesExist(t *testing.T) {
	s, _ := newTestServer(t)
	for _, ae := range []string{"br", ""} {
		res, _ := get(t, s, http.MethodGet, "/xwing.wasm", ae)
		assert.Equal(t, []string{"Accept-Encoding"}, res.Header.Values("Vary"), "Accept-Encoding %q", ae)
	}
	res, _ := get(t, s, http.MethodGet, "/index.html", "br")
	assert.Empty(t, res.Header.Values("Vary"))
}

func TestTypes(t *testing.T) {
	s, _ := newTestServer(t)
	cases := map[string]string{
		"/xwing.wasm":           "application/wasm",
		"/xwing.js":             "text/javascript; charset=utf-8",
		"/manifest.webmanifest": "application/manifest+json",
		"/":                     "text/html; charset=utf-8",
		"/icons/icon.svg":       "image/svg+xml",
		"/cards-xwa.txt":        "text/plain; charset=utf-8",
	}
	for path, want := range cases {
		for _, ae := range []string{"br, gzip", ""} {
			res, _ := get(t, s, http.MethodGet, path, ae)
			require.Equal(t, http.StatusOK, res.StatusCode, path)
			assert.Equal(t, want, res.Header.Get("Content-Type"), "%s with Accept-Encoding %q", path, ae)
			assert.Equal(t, "nosniff", res.Header.Get("X-Content-Type-Options"))
		}
	}
}

func TestCORS(t *testing.T) {
	s, _ := newTestServer(t)
	for _, path := range []string{"/xwing.js", "/xwing.wasm", "/missing.js"} {
		res, _ := get(t, s, http.MethodGet, path, "br")
		assert.Equal(t, "*", res.Header.Get("Access-Control-Allow-Origin"), path)
		assert.Equal(t, "cross-origin", res.Header.Get("Cross-Origin-Resource-Policy"), path)
	}
	res, _ := get(t, s, http.MethodOptions, "/xwing.wasm", "")
	assert.Equal(t, http.StatusNoContent, res.StatusCode)
	assert.Equal(t, "*", res.Header.Get("Access-Control-Allow-Origin"))
	assert.Contains(t, res.Header.Get("Access-Control-Allow-Methods"), "GET")
}

func TestRevalidation(t *testing.T) {
	s, _ := newTestServer(t)
	res, body := get(t, s, http.MethodGet, "/xwing.wasm", "br")
	require.Equal(t, "brotli bytes", body)
	brTag := res.Header.Get("ETag")
	require.NotEmpty(t, brTag)
	res, _ = get(t, s, http.MethodGet, "/xwing.wasm", "")
	assert.NotEqual(t, brTag, res.Header.Get("ETag"), "the compressed and the plain file are different representations")

	req := httptest.NewRequest(http.MethodGet, "/xwing.wasm", nil)
	req.Header.Set("Accept-Encoding", "br")
	req.Header.Set("If-None-Match", brTag)
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, req)
	assert.Equal(t, http.StatusNotModified, rec.Code)
	assert.Empty(t, rec.Body.String())
}

func TestHead(t *testing.T) {
	s, _ := newTestServer(t)
	res, body := get(t, s, http.MethodHead, "/xwing.wasm", "gzip")
	assert.Equal(t, http.StatusOK, res.StatusCode)
	assert.Equal(t, "gzip", res.Header.Get("Content-Encoding"))
	assert.Equal(t, "10", res.Header.Get("Content-Length"))
	assert.Empty(t, body)
}

func TestMethods(t *testing.T) {
	s, _ := newTestServer(t)
	res, _ := get(t, s, http.MethodPost, "/xwing.wasm", "")
	assert.Equal(t, http.StatusMethodNotAllowed, res.StatusCode)
}

func TestNoTraversal(t *testing.T) {
	s, _ := newTestServer(t)
	for _, target := range []string{
		"/../secret.txt",
		"/..%2fsecret.txt",
		"/icons/../../secret.txt",
		"/icons/..%2f..%2fsecret.txt",
		"/%2e%2e/secret.txt",
		"/..\\secret.txt",
		"/link",
		"/.hidden",
		"/icons/./icon.svg/..",
		"/xwing.wasm%00.js",
	} {
		t.Run(target, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodGet, "/", nil)
			req.URL.RawPath = ""
			req.URL.Path = mustUnescape(t, target)
			rec := httptest.NewRecorder()
			s.ServeHTTP(rec, req)
			assert.Equal(t, http.StatusNotFound, rec.Code)
			assert.NotContains(t, rec.Body.String(), "secret")
			assert.NotContains(t, rec.Body.String(), "hidden")
		})
	}
}

func mustUnescape(t *testing.T, s string) string {
	t.Helper()
	r := strings.NewReplacer("%2f", "/", "%2e", ".", "%00", "\x00")
	return r.Replace(s)
}

func TestFolders(t *testing.T) {
	s, _ := newTestServer(t)
	res, body := get(t, s, http.MethodGet, "/", "")
	assert.Equal(t, http.StatusOK, res.StatusCode)
	assert.Contains(t, body, "<title>board</title>")

	res, _ = get(t, s, http.MethodGet, "/icons", "")
	assert.Equal(t, http.StatusMovedPermanently, res.StatusCode)
	assert.Equal(t, "/icons/", res.Header.Get("Location"))

	// No listing of a folder without an index.
	res, body = get(t, s, http.MethodGet, "/icons/", "")
	assert.Equal(t, http.StatusNotFound, res.StatusCode)
	assert.NotContains(t, body, "icon.svg")
}

func TestAccessLog(t *testing.T) {
	s, log := newTestServer(t)
	get(t, s, http.MethodGet, "/xwing.wasm", "br")
	get(t, s, http.MethodGet, "/missing", "")
	assert.Equal(t, "GET /xwing.wasm 200 br 12\nGET /missing 404 - 19\n", log.String())
}

func TestPreloadLinks(t *testing.T) {
	s, _ := newTestServer(t)
	res, _ := get(t, s, http.MethodGet, "/", "br")
	// The folder has xwing.wasm but neither page.js nor wasm_exec.js; the
	// engine is the page's own preload, at its first paint, never a
	// header's.
	assert.Empty(t, res.Header.Values("Link"))
	dir := t.TempDir()
	for _, f := range []string{"index.html", "xwing.wasm", "page.js", "wasm_exec.js"} {
		require.NoError(t, os.WriteFile(filepath.Join(dir, f), []byte(f), 0o644))
	}
	withRuntime, err := newServer(dir, nil)
	require.NoError(t, err)
	res, _ = get(t, withRuntime, http.MethodGet, "/", "br")
	assert.Equal(t, []string{"<page.js>; rel=modulepreload", "<wasm_exec.js>; rel=preload; as=script"}, res.Header.Values("Link"))
	res, _ = get(t, s, http.MethodGet, "/xwing.js", "br")
	assert.Empty(t, res.Header.Values("Link"), "only pages get preloads")
}

func TestParseTypes(t *testing.T) {
	got := parseTypes("# a comment\n.js\ttext/javascript\n\n.wasm\tapplication/wasm\n")
	assert.Equal(t, map[string]string{".js": "text/javascript", ".wasm": "application/wasm"}, got)
	for _, bad := range []string{"js\ttext/javascript", ".js text/javascript", ".js\t"} {
		assert.Panics(t, func() { parseTypes(bad) }, "%q", bad)
	}
}
