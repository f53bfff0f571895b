"""A document's Markdown as HTML that cannot run, load or link anything it should not.

markdown-it-py with raw HTML off (a `<script>` in a document is shown as text); links only to http(s), mailto,
a fragment, or another document of the site; images are shown as links (nothing is fetched at view time).
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any
from urllib.parse import unquote

from markdown_it import MarkdownIt
from markdown_it.token import Token

from doccheck.regex import lazy

_SAFE_SCHEME = lazy(r"^(?:https?:|mailto:)", re.IGNORECASE)
_ANY_SCHEME = lazy(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")
PageOf = Callable[[str], str | None]  # a repository path -> the page that shows it, relative to the current page


@lru_cache(maxsize=1)
def _parser() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False}).enable("table")
    md.enable("strikethrough")
    md.validateLink = _valid_link  # type: ignore[method-assign]
    md.add_render_rule("image", _image)
    return md


def _valid_link(url: str) -> bool:
    """Before rendering: http(s), mailto, fragments and relative paths; never javascript:, data:, file: ..."""
    stripped = "".join(url.split()).lower()
    return bool(_SAFE_SCHEME.match(stripped)) or not _ANY_SCHEME.match(stripped)


def _image(self: Any, tokens: Sequence[Token], idx: int, options: Any, env: Any) -> str:
    token = tokens[idx]
    alt = self.renderInlineAsText(token.children or [], options, env)
    src = str(token.attrGet("src") or "")
    label = f"[image: {alt}]" if alt else "[image]"
    from html import escape

    if _SAFE_SCHEME.match(src) and not src.lower().startswith("mailto:"):
        return f'<a class="image" href="{escape(src)}" rel="noopener noreferrer nofollow">{escape(label)}</a>'
    return f'<span class="image">{escape(label)}</span>'


def render_markdown(text: str, relative: str, page_of: PageOf) -> str:
    """The HTML of a document's body. Links to other documents lead to their pages; other relative links are
    shown as text (the site has no copy of what they point at)."""
    md = _parser()
    tokens = md.parse(text)
    folder = posixpath.dirname(relative)
    for token in tokens:
        opened: list[Token] = []
        for child in token.children or ():
            if child.type == "link_open":
                _retarget(child, folder, page_of)
                opened.append(child)
            elif child.type == "link_close" and opened:
                child.tag = opened.pop().tag  # a link turned into a span closes as one
    return str(md.renderer.render(tokens, md.options, {}))


def _retarget(token: Token, folder: str, page_of: PageOf) -> None:
    href = str(token.attrGet("href") or "")
    if _SAFE_SCHEME.match(href):
        token.attrSet("rel", "noopener noreferrer nofollow")
        return
    if href.startswith("#"):
        return
    path, _, fragment = href.partition("#")
    target = posixpath.normpath(posixpath.join(folder, unquote(path.split("?", 1)[0]))) if path else ""
    page = page_of(target) if target and not target.startswith("../") else None
    if page is None:
        for name in ("README.md", "index.md"):
            page = page or (page_of(posixpath.join(target, name)) if target else None)
    if page is None:
        token.attrs.pop("href", None)
        token.tag = "span"
        token.attrSet("class", "local-link")
        token.attrSet("title", href)
        return
    token.attrSet("href", page + (f"#{fragment}" if fragment else ""))

