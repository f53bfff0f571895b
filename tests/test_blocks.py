"""doccheck's own block scan (doccheck.read.blocks) finds what markdown-it-py's heading, lheading, fence and code rules
find: the same headings, code blocks and paragraph texts on the same lines, on every vendored and corpus file and
on generated text built from the lines where the rules differ."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

from doccheck.read.blocks import Blocks, scan_blocks
from doccheck.read.frontmatter import split_front_matter

HERE = Path(__file__).resolve().parent
CORPUS = HERE.parents[1] / "shared" / "corpus"
VENDORED = sorted((HERE / "data" / "quality").rglob("*.md"))
CORPUS_FILES = sorted(p for p in CORPUS.rglob("*.md") if "/_" not in p.as_posix()) if CORPUS.is_dir() else []
_PARSER = MarkdownIt("zero").enable(["heading", "lheading", "fence", "code"]).disable(["inline", "text_join"])


def markdown_its(body: str) -> Blocks:
    tokens = _PARSER.parse(body)
    found = Blocks([], [], [])
    for index, token in enumerate(tokens):
        assert token.map is not None or token.type.endswith("_close")
        if token.type == "heading_open":
            found.headings.append((int(token.tag[1]), tokens[index + 1].content, token.map[0]))
        elif token.type in ("fence", "code_block"):
            found.code.append((token.map[0], token.map[1]))
        elif token.type == "inline":
            found.texts.append((token.content, token.map[0]))
    return found


def body_of(path: Path) -> str:
    return split_front_matter(path.read_text("utf-8", "replace")).body


@pytest.mark.parametrize("path", VENDORED, ids=lambda p: p.relative_to(HERE).as_posix())
def test_vendored_documents_scan_as_markdown_it_parses(path: Path) -> None:
    assert scan_blocks(body_of(path)) == markdown_its(body_of(path))


@pytest.mark.skipif(not CORPUS_FILES, reason=f"no corpus at {CORPUS}")
def test_every_corpus_file_scans_as_markdown_it_parses() -> None:
    differ = [p.relative_to(CORPUS).as_posix() for p in CORPUS_FILES
              if scan_blocks(body_of(p)) != markdown_its(body_of(p))]
    assert differ == []


# Lines chosen where the rules decide something: indentation by spaces and tabs, fences of both markers and
# lengths with and without info strings, ATX headings with closing sequences, setext underlines, empty and
# whitespace-only lines, CR and NUL.
_LINES = st.sampled_from([
    "", " ", "\t", "  \t ", "text", "more text [a](b)", "    indented", "\tindented", "  \tx", "   three",
    "```", "````", "``` js", "```a`b", "~~~", "~~~~ x`y", "   ```", "    ```", "``", "~~", "```  ", "~~~\t",
    "#", "# h", "#h", "####### seven", "###### six ###", "# h #", "# h#", "#\t#", "## # ", "  # h", "    # h",
    "===", "---", "- - -", "= =", "--  ", "  ==", "    ---", "a\rb", "x\r\ny", "\0", "# \0",
])


@settings(max_examples=2000, deadline=None)
@given(st.lists(_LINES, max_size=14), st.sampled_from(["", "\n", "  ", "\n\t"]))
def test_generated_text_scans_as_markdown_it_parses(lines: list[str], tail: str) -> None:
    body = "\n".join(lines) + tail
    assert scan_blocks(body) == markdown_its(body)


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet=" \t\n\r#`~=-ax[]\u00a0\x0c\0", max_size=60))
def test_arbitrary_text_scans_as_markdown_it_parses(body: str) -> None:
    assert scan_blocks(body) == markdown_its(body)
