// Finding catalog ships by what a player types. Pure: a list in, a list out.

export function normalizeText(t) {
  return t.toLowerCase().replace(/[^a-z0-9]+/g, "");
}

// findShips returns the catalog entries matching query, best first, at most limit.
export function findShips(list, query, limit = 8) {
  const q = normalizeText(query);
  if (!q) return [];
  return list
    .map((c) => {
      const n = normalizeText(c.name);
      const i = n.indexOf(q);
      const j = c.id.indexOf(q);
      const pos = i >= 0 ? i : j >= 0 ? j + 50 : -1;
      return { c, pos };
    })
    .filter((m) => m.pos >= 0)
    .sort((a, b) => a.pos - b.pos || a.c.name.localeCompare(b.c.name))
    .slice(0, limit)
    .map((m) => m.c);
}
