"""Sections and links as CommonMark sees them: doccheck's cheap parse agrees with a full markdown-it-py parse.

Run on the vendored documents under tests/data/quality (always) and on every file of the shared corpus (when it
is beside this repository).
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from markdown_it import MarkdownIt

from doccheck.read.document import parse_document, strip_emphasis, without_heading_attributes
from doccheck.read.frontmatter import split_front_matter

HERE = Path(__file__).resolve().parent
CORPUS = HERE.parents[1] / "shared" / "corpus"
VENDORED = sorted((HERE / "data" / "quality").rglob("*.md"))
CORPUS_FILES = sorted(p for p in CORPUS.rglob("*.md") if "/_" not in p.as_posix()) if CORPUS.is_dir() else []


def commonmark_headings(text: str) -> list[tuple[str, int]]:
    """The headings a full CommonMark parse finds outside lists and quotes, with their lines (their text as a
    renderer that reads attribute lists shows it: Rust RFC 48's `#### Lack of backtracking { #backtrack }`)."""
    front_matter = split_front_matter(text)
    offset = front_matter.body_line - 1
    tokens = MarkdownIt("commonmark").parse(front_matter.body)
    return [(strip_emphasis(without_heading_attributes(tokens[i + 1].content)), t.map[0] + 1 + offset)
            for i, t in enumerate(tokens)
            if t.type == "heading_open" and t.level == 0 and t.map is not None]


def doccheck_headings(path: Path) -> list[tuple[str, int]]:
    """The sections doccheck reads, but those written as HTML headings (`<h3 id="appendix-a">`: CommonMark's HTML
    blocks, which doccheck reads as the headings a renderer shows; tests/test_document.py holds them)."""
    doc = parse_document(path.as_posix(), path.read_text("utf-8", "replace"))
    return [(s.title, s.line) for s in doc.sections if not doc.lines[s.line - 1].lstrip().lower().startswith("<h")]


@pytest.mark.parametrize("path", VENDORED, ids=lambda p: p.relative_to(HERE).as_posix())
def test_sections_of_vendored_documents_are_commonmarks(path: Path) -> None:
    assert doccheck_headings(path) == commonmark_headings(path.read_text("utf-8", "replace"))


@pytest.mark.skipif(not CORPUS_FILES, reason=f"no corpus at {CORPUS}")
def test_sections_of_every_corpus_file_are_commonmarks() -> None:
    differ = [p.relative_to(CORPUS).as_posix() for p in CORPUS_FILES
              if doccheck_headings(p) != commonmark_headings(p.read_text("utf-8", "replace"))]
    assert differ == []


@pytest.mark.parametrize(("text", "expected"), [
    # A fence in a list item closed by a tab-indented fence (cometbft adr-076): the heading after it is one.
    ("# T\n\n- step\n\n   ```bash\n   git merge\n\t```\n\n## Consequences\n\nx\n", ["T", "Consequences"]),
    # A fence opened inside an HTML comment (KEPs 3352, 2896) swallows nothing.
    ("# T\n\n<!--\n```\n-->\n\n## Summary\n\nx\n", ["T", "Summary"]),
    # A heading inside a comment (a template's example) is not a section.
    ("# T\n\n<!--\n## Example\n-->\n## Real\n", ["T", "Real"]),
    # `<!--` inside a fence opens no comment.
    ("# T\n\n```html\n<!--\n```\n\n## After\n", ["T", "After"]),
])
def test_fences_and_comments_as_commonmark_sees_them(text: str, expected: list[str]) -> None:
    assert [s.title for s in parse_document("x.md", text).sections] == expected
    assert [title for title, _line in commonmark_headings(text)] == expected


def links(text: str) -> list[tuple[str, int]]:
    return [(link.target, link.line) for link in parse_document("x.md", text).links]


def test_link_text_over_two_lines_is_a_link() -> None:
    # otel-oteps text/trace/0168 line 51.
    assert links("# T\n\nThe concept is in [OTEP\n170](./0170-sampling_probability.md).\n") == [
        ("./0170-sampling_probability.md", 3)]


def test_nested_brackets_in_link_text() -> None:
    assert links("# T\n\nSee [[30]](30.md) and [the [draft] spec](spec.md).\n") == [("30.md", 3), ("spec.md", 3)]


def test_only_used_reference_definitions_count() -> None:
    text = "# T\n\nSee [the guide][guide] and [`cfg`].\n\n[guide]: guide.md\n[`cfg`]: cfg.md\n[unused]: gone.md\n"
    assert links(text) == [("guide.md", 5), ("cfg.md", 6)]


def test_a_definition_is_a_destination_and_at_most_a_title() -> None:
    # dotnet/designs accepted/2020/diagnostics/activity-improvements.md: `[TODO]: We could ...` is a paragraph
    # (text follows the destination), so `[TODO]` further down links nowhere.
    text = "# T\n\n[TODO]: We could flesh this out.\n\n[TODO] More here.\n\nSee [a] and [b].\n\n" \
           '[a]: a.md "A title"\n[b]: <b.md>\n'
    assert links(text) == [("a.md", 9), ("b.md", 10)]


def test_a_destination_in_angle_brackets_or_with_escapes_is_read_as_commonmark_reads_it() -> None:
    """Feast's GitBook docs (two-hundred-and-sixteenth held-out set): `![x](<../.gitbook/assets/image (4).png>)`
    names a file with spaces, and `[spec](../specs/online\\_store\\_format.md)` escapes its underscores. Both as
    markdown-it-py reads them."""
    text = "# T\n\n![Arch](<../.gitbook/assets/image (4).png>) [spec](../specs/online\\_store\\_format.md#a) " \
           "[t](<a b.md> \"A title\")\n\nSee [r].\n\n[r]: ../x\\_y.md\n"
    tokens = MarkdownIt("commonmark").parse(text)
    expected = [c.attrGet("href") or c.attrGet("src") for t in tokens if t.children for c in t.children
                if c.type in ("link_open", "image")]
    doc = parse_document("docs/x.md", text)
    assert [image.target for image in doc.images] + [link.target for link in doc.links] == [
        "../.gitbook/assets/image (4).png", "../specs/online_store_format.md#a", "a b.md",
        "../x_y.md"]
    assert [str(href).replace("%20", " ") for href in expected] == [
        "../.gitbook/assets/image (4).png", "../specs/online_store_format.md#a", "a b.md", "../x_y.md"]


def test_a_windows_path_in_a_destination_is_kept_as_written() -> None:
    """horace's `[x](..\\..\\horace_core\\x.png)` (hundred-and-thirty-ninth held-out set): backslashes before letters
    are a Windows path's, dead on the forge; read as escapes its `..\\..` would become a `...` placeholder."""
    assert links("# T\n\n[x](..\\..\\horace_core\\x.png)\n") == [("..\\..\\horace_core\\x.png", 3)]


def test_no_links_in_code_or_images() -> None:
    assert links("# T\n\n`[a](in-code.md)` ![diagram](img.png)\n\n    [b](indented.md)\n") == []


@pytest.mark.parametrize("hostile", [
    "[a](" * 50_000,  # issue 11, High 1: >120 s with the old link pattern
    "[" * 100_000,
    "[a]: x\n" * 50_000,
    "<!--\n" * 50_000,
    "```\n" + "[a](b\n" * 20_000,
])
def test_hostile_link_and_comment_input_is_linear(hostile: str) -> None:
    start = time.perf_counter()
    parse_document("x.md", hostile)
    assert time.perf_counter() - start < 2.0


@pytest.mark.parametrize(("target", "hint"), [
    ("@gregsheremeta", "an @mention written as a link target leads nowhere"),
    # O3DE's USD RFC (244th held-out set): `[![](@todo_image)toy_biplane_idle.usdz](@todo_image)`, never filled in
    ("@todo_image", "a placeholder left where the link or image was to go"),
    ("jlee@redhat.com", "an e-mail address needs mailto:"),
    ("github.com/trask", "a web address needs https://"),
    ("docs.rs/serde", "a web address needs https://"),
    # open-msupply's migrations page (seventieth held-out set): a Rust source file beside the page, not a host
    ("mod.rs", ""),
])
def test_a_target_that_is_not_a_path_says_what_it_is(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                     target: str, hint: str) -> None:
    from doccheck.cli.main import main

    (tmp_path / ".doccheck.toml").write_text("")  # the root: the index holds this folder only
    (tmp_path / "x.md").write_text(f"# X\n\nAuthor: [someone]({target})\n")
    main(["check", str(tmp_path), "--all", "--no-cache", "-q", "--select", "DC410"])
    out = capsys.readouterr().out
    assert f"link to '{target}': no such file; {hint}" in out if hint else out.rstrip().endswith(
        f"link to '{target}': no such file")


@pytest.mark.parametrize("target", ["...", "…"])
def test_an_elided_address_is_no_broken_link(tmp_path: Path, capsys: pytest.CaptureFixture[str], target: str) -> None:
    # NVIDIA/warp's release-notes guide (seventieth held-out set) quotes a changelog line as an example:
    # "Fix `wp.tile_map()` ... ([GH-1311](...))", its address elided.
    from doccheck.cli.main import main

    (tmp_path / ".doccheck.toml").write_text("")
    (tmp_path / "x.md").write_text(f"# X\n\n> Fix `wp.tile_map()` ([GH-1311]({target})).\n\nSee [y](y.md).\n")
    main(["check", str(tmp_path), "--all", "--no-cache", "-q", "--select", "DC410"])
    assert capsys.readouterr().out.count("DC410") == 1  # y.md only


def test_a_candidate_is_not_a_document(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # cardano-cips CIP-0143: "Status: Inactive (incorporated into candidate CIP-0113)", a pull request.
    from doccheck.cli.main import main

    (tmp_path / ".doccheck.toml").write_text("")
    folder = tmp_path / "CIP-0143"
    folder.mkdir()
    (folder / "README.md").write_text("---\nCIP: 143\nStatus: Inactive (incorporated into candidate CIP-0113)\n---\n"
                                      "# Title\n")
    main(["check", str(tmp_path), "--all", "--no-cache", "-q", "--select", "DC403"])
    assert capsys.readouterr().out == ""
