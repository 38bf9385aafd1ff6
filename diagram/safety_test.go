package diagram_test

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"strings"
)

// svgNS is the only namespace a diagram's elements may be in.
const svgNS = "http://www.w3.org/2000/svg"

// forbiddenElements are elements MediaWiki rejects in uploads, or that
// could reach outside the document or run code.
var forbiddenElements = map[string]bool{
	"script": true, "foreignobject": true, "image": true, "iframe": true, "embed": true,
	"object": true, "audio": true, "video": true, "handler": true, "listener": true,
	"feimage": true, "a": true, "style": true, "link": true, "font-face-uri": true,
}

// uploadProblems walks every token of an SVG document and lists what
// would keep a wiki from accepting it: forbidden elements, event
// attributes (on*), references outside the document (href, xlink:href,
// url(...) not starting with "#", @import), processing instructions other
// than the XML declaration, a DOCTYPE (entities), elements outside the
// SVG namespace, and text that does not parse.
func uploadProblems(doc []byte) []string {
	var problems []string
	add := func(s string) { problems = append(problems, s) }
	dec := xml.NewDecoder(bytes.NewReader(doc))
	dec.Strict = true
	depth := 0
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			add("not well-formed XML: " + err.Error())
			break
		}
		switch t := tok.(type) {
		case xml.StartElement:
			depth++
			name := strings.ToLower(t.Name.Local)
			if forbiddenElements[name] {
				add("element <" + t.Name.Local + ">")
			}
			if t.Name.Space != svgNS {
				add("element <" + t.Name.Local + "> outside the SVG namespace (" + t.Name.Space + ")")
			}
			for _, a := range t.Attr {
				an := strings.ToLower(a.Name.Local)
				v := strings.TrimSpace(a.Value)
				lv := strings.ToLower(v)
				switch {
				case strings.HasPrefix(an, "on"):
					add("event attribute " + a.Name.Local + " on <" + t.Name.Local + ">")
				case an == "href" || an == "src":
					if !strings.HasPrefix(v, "#") {
						add("reference " + a.Name.Local + "=" + v + " outside the document")
					}
				}
				if an == "style" || strings.Contains(lv, "url(") || strings.Contains(lv, "@import") || strings.Contains(lv, "javascript:") {
					if an == "style" {
						add("style attribute on <" + t.Name.Local + ">")
					}
					if strings.Contains(lv, "@import") || strings.Contains(lv, "javascript:") {
						add("external reference in " + a.Name.Local)
					}
					for rest := lv; ; {
						i := strings.Index(rest, "url(")
						if i < 0 {
							break
						}
						rest = strings.TrimLeft(rest[i+4:], ` '"`)
						if !strings.HasPrefix(rest, "#") {
							add("url() outside the document in " + a.Name.Local)
						}
					}
				}
			}
		case xml.EndElement:
			depth--
		case xml.ProcInst:
			if t.Target != "xml" {
				add("processing instruction <?" + t.Target + ">")
			}
		case xml.Directive:
			add("directive <!" + string(t) + ">")
		case xml.CharData:
			if depth == 0 && len(bytes.TrimSpace(t)) > 0 {
				add("text outside the root element")
			}
		}
	}
	return problems
}
