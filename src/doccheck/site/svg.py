"""The document graph as inline SVG: a box per document (a link to its page), an arrow per relation."""

from __future__ import annotations

from html import escape

from doccheck.site.collect import SiteData
from doccheck.site.layout import NODE_HEIGHT, NODE_WIDTH, layered_layout

LABEL_CHARS = 28
KIND_LABEL = {"supersedes": "supersedes", "amends": "amends", "depends": "is needed by"}


def graph_svg(site: SiteData, prefix: str = "") -> str:
    """Every document that takes part in a relation; `prefix` leads from the page to the site's root."""
    involved = {e.old for e in site.edges} | {e.new for e in site.edges}
    nodes = sorted(involved, key=lambda r: (site.docs[r].date or "9999", r))
    layout = layered_layout(nodes, [(e.old, e.new) for e in site.edges])
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="graph" width="{layout.width}" '
             f'height="{layout.height}" viewBox="0 0 {layout.width} {layout.height}" role="img" '
             f'aria-label="Supersession and dependency graph of {len(nodes)} documents">',
             '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" '
             'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" class="arrowhead"/></marker></defs>']
    for edge in site.edges:
        a, b = layout.nodes[edge.old], layout.nodes[edge.new]
        x1, y1 = a.x + NODE_WIDTH, a.y + NODE_HEIGHT // 2
        x2, y2 = b.x, b.y + NODE_HEIGHT // 2
        if x2 <= x1:  # same layer or a cycle's back edge: from the bottom of one to the top of the other
            x1, y1, x2, y2 = a.x + NODE_WIDTH // 2, a.y + NODE_HEIGHT, b.x + NODE_WIDTH // 2, b.y
        middle = (x1 + x2) // 2
        title = f"{site.docs[edge.new].title} {KIND_LABEL[edge.kind]} {site.docs[edge.old].title}"
        if edge.kind == "depends":
            title = f"{site.docs[edge.new].title} depends on {site.docs[edge.old].title}"
        parts.append(f'<path class="edge {edge.kind}" d="M{x1},{y1} C{middle},{y1} {middle},{y2} {x2},{y2}" '
                     f'marker-end="url(#arrow)"><title>{escape(title)}</title></path>')
    for relative in nodes:
        doc, spot = site.docs[relative], layout.nodes[relative]
        label = (f"{doc.number} " if doc.number and not doc.title.startswith(doc.number) else "") + doc.title
        short = label if len(label) <= LABEL_CHARS else label[:LABEL_CHARS - 1] + "…"
        parts.append(
            f'<a href="{escape(prefix + doc.page)}" class="node status-{_token(doc.status)}">'
            f'<title>{escape(label)} ({escape(doc.status or "no status")})</title>'
            f'<rect x="{spot.x}" y="{spot.y}" width="{NODE_WIDTH}" height="{NODE_HEIGHT}" rx="6"/>'
            f'<text x="{spot.x + 8}" y="{spot.y + 17}">{escape(short)}</text>'
            f'<text x="{spot.x + 8}" y="{spot.y + 32}" class="sub">{escape(doc.status or "no status")}'
            f'{" · " + escape(doc.date) if doc.date else ""}</text></a>')
    parts.append("</svg>")
    return "".join(parts)


def _token(status: str) -> str:
    return "".join(c if c.isalnum() else "-" for c in status.lower()) or "none"
