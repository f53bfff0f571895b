"""The document graph as inline SVG: a box per document (a link to its page), an arrow per relation.

A box holds its title on up to `LINES` lines, wrapped at words (a longer title ends in "…"; the whole title is
the box's tooltip and accessible name), then its status and date. A box is drawn by where its document stands
(in force, replaced, not yet in force), not by its status's word: an amended record is in force.
"""

from __future__ import annotations

import unicodedata
from html import escape

from doccheck.site.collect import SiteData, drawn_edges
from doccheck.site.layout import NODE_HEIGHT, NODE_WIDTH, layered_layout
from doccheck.site.pages import status_class

LINE_EM = 16.5  # of 12px text in a box 220 px wide, 8 px in from each side, less a margin for wider fonts
LINES = 3
KIND_LABEL = {"supersedes": "supersedes", "amends": "amends (in part; the earlier stays in force)",
              "depends": "is needed by"}
# Widths in em of a wide sans-serif (DejaVu Sans, what a Linux browser falls back to; most others are narrower):
# a title is wrapped by its estimated width, not by its number of characters.
_NARROW = frozenset("il.,:;'|!`")
_THIN = frozenset("fjtrI()[]{}/\\\" -")
_WIDE = frozenset("mwMW@%")


def _char_em(c: str) -> float:
    if c in _NARROW:
        return 0.3
    if c in _THIN or c == " ":
        return 0.4
    if c in _WIDE:
        return 1.0
    if "A" <= c <= "Z":
        return 0.75
    if unicodedata.east_asian_width(c) in "WF":
        return 1.05
    return 0.64


def _width(text: str) -> float:
    return sum(_char_em(c) for c in text)


def _fit(text: str, width: float) -> str:
    """The longest start of `text` no wider than `width`."""
    used = 0.0
    for end, c in enumerate(text):
        used += _char_em(c)
        if used > width:
            return text[:end]
    return text


def wrap(label: str, width: float = LINE_EM, lines: int = LINES) -> list[str]:
    """`label` in at most `lines` lines no wider than `width` em, broken between words where it can be; what
    does not fit ends the last line in "…"."""
    found: list[str] = []
    line = ""
    longest = int(width / 0.3 + 1) * (lines + 1)  # more than the lines can hold of the narrowest characters
    cut = len(label) > longest
    for word in label[:longest].split():
        while _width(word) > width:  # a word longer than a line is cut where the line ends
            room = width - _width(line) - (_char_em(" ") if line else 0)
            head = _fit(word, room) if room > 0 else ""
            if not head:  # no room left on this line (or for one wide character): the next line
                found.append(line)
                line = ""
                head = _fit(word, width) or word[0]
            found.append(f"{line} {head}".strip())
            line, word = "", word[len(head):]
        if line and _width(line) + _char_em(" ") + _width(word) > width:
            found.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    if line:
        found.append(line)
    found = [f for f in found if f]
    if len(found) > lines or (cut and found):
        end = min(lines, len(found)) - 1
        found = [*found[:end], _fit(found[end], width - _char_em("…")).rstrip() + "…"]
    return found


def graph_svg(site: SiteData, prefix: str = "") -> str:
    """Every decision that takes part in a relation; `prefix` leads from the page to the site's root."""
    edges = drawn_edges(site)
    involved = {e.old for e in edges} | {e.new for e in edges}
    nodes = sorted(involved, key=lambda r: (site.docs[r].date or "9999", r))
    layout = layered_layout(nodes, [(e.old, e.new) for e in edges])
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" class="graph" width="{layout.width}" '
             f'height="{layout.height}" viewBox="0 0 {layout.width} {layout.height}" role="img" '
             f'aria-label="Supersession and dependency graph of {len(nodes)} documents">',
             '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" '
             'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" class="arrowhead"/></marker></defs>']
    for edge in edges:
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
        label = doc.label
        lines = wrap(label)
        title_lines = "".join(f'<tspan x="{spot.x + 8}" dy="{0 if i == 0 else 14}">{escape(line)}</tspan>'
                              for i, line in enumerate(lines))
        standing = status_class(doc.status)
        parts.append(
            f'<a href="{escape(prefix + doc.page)}" class="node status-{_token(doc.status)}'
            f'{" " + standing if standing else ""}">'
            f'<title>{escape(label)} ({escape(doc.status or "no status")})</title>'
            f'<rect x="{spot.x}" y="{spot.y}" width="{NODE_WIDTH}" height="{NODE_HEIGHT}" rx="6"/>'
            f'<text x="{spot.x + 8}" y="{spot.y + 16}">{title_lines}</text>'
            f'<text x="{spot.x + 8}" y="{spot.y + 16 + 14 * len(lines)}" class="sub">'
            f'{escape(doc.status or "no status")}{" · " + escape(doc.date) if doc.date else ""}</text></a>')
    parts.append("</svg>")
    return "".join(parts)


def _token(status: str) -> str:
    return "".join(c if c.isalnum() else "-" for c in status.lower()) or "none"
