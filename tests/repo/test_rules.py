"""Each repository rule on its fixture: a small repository and the findings `doccheck check --all` prints."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from doccheck.cli.main import main
from doccheck.findings import Severity
from doccheck.output.sarif import format_sarif
from doccheck.repo import load_repo_rules

FIXTURES = Path(__file__).parent / "fixtures"
CASES = sorted(p.name for p in FIXTURES.iterdir() if p.is_dir())


@pytest.mark.parametrize("rule", CASES)
def test_rule_fixture_prints_the_expected_findings(rule: str, monkeypatch: pytest.MonkeyPatch,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    folder = FIXTURES / rule
    monkeypatch.chdir(folder)
    code = main(["check", "--all", "--no-cache", "--select", rule, "-q", "."])
    out = capsys.readouterr().out
    expected = (folder / "expected.txt").read_text()
    assert out == expected
    assert expected.strip(), "a fixture shows at least one finding"
    severity = next(r.severity for r in load_repo_rules().values() if r.name == rule)
    assert code == (1 if severity is Severity.ERROR else 0)


def test_every_repository_rule_has_a_fixture_or_its_own_test() -> None:
    names = {r.name for r in load_repo_rules().values()}
    # test_against.py: it needs two git branches; test_open_pulls.py: a GitHub API serving open pull requests
    assert names - set(CASES) == {"number-taken-on-ref", "number-taken-by-pull-request"}


def test_rules_lists_and_explains_the_repository_rules(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules"]) == 0
    listing = capsys.readouterr().out
    for rule in load_repo_rules().values():
        assert f"{rule.code}  {rule.name}" in listing
        assert main(["rules", rule.code]) == 0
        text = capsys.readouterr().out
        assert "Bad" in text and "Good" in text, rule.code


def test_sarif_describes_the_repository_rules() -> None:
    log = json.loads(format_sarif([]))
    ids = {r["id"] for r in log["runs"][0]["tool"]["driver"]["rules"]}
    assert {f"DC4{n:02}" for n in range(1, 15)} <= ids


def test_a_suppression_comment_silences_a_repository_finding(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / ".doccheck.toml").write_text("")
    (tmp_path / "adr").mkdir()
    (tmp_path / "adr" / "0001-a.md").write_text("# 1. A\n\n<!-- doccheck: disable-file=duplicate-number -->\n")
    (tmp_path / "adr" / "0001-b.md").write_text("# 1. B\n")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC401", "-q", "."])
    assert capsys.readouterr().out == \
        "adr/0001-b.md:1:1: DC401 duplicate-number: number 1 is also used by 0001-a.md\n"


def test_ignoring_dc4_leaves_only_the_per_document_findings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / ".doccheck.toml").write_text("")
    (tmp_path / "adr").mkdir()
    (tmp_path / "adr" / "0001-a.md").write_text("# 1. A\n")
    (tmp_path / "adr" / "0001-b.md").write_text("# 1. B\n")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "-q", "."])
    assert "DC401" in capsys.readouterr().out  # what the next run leaves out
    main(["check", "--all", "--no-cache", "--ignore", "DC4", "-q", "."])
    assert "DC4" not in capsys.readouterr().out


def test_a_site_route_is_not_judged_in_a_repository_that_builds_a_site(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # kubernetes-sigs/gateway-api: site/hugo.toml mounts geps/ into the site, and `/reference/api-spec/main/spec/`
    # is a page the build generates; neither is a path from the repository's top.
    (tmp_path / ".doccheck.toml").write_text("")
    (tmp_path / "geps").mkdir()
    (tmp_path / "geps" / "gep-995.md").write_text("# GEP-995\n\nSee [the spec](/reference/api-spec/main/spec/#listener)"
                                                  " and [gone](../gone.md).\n")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC410", "-q", "."])
    assert "/reference/api-spec/main/spec/#listener" in capsys.readouterr().out  # no site: a path, and missing
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "hugo.toml").write_text("")
    main(["check", "--all", "--no-cache", "--select", "DC410", "-q", "."])
    assert capsys.readouterr().out == "geps/gep-995.md:3:61: DC410 broken-link: link to '../gone.md': no such file\n"



def test_hugo_content_is_a_site_without_its_configuration(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # grafana/loki docs/sources (thirty-fifth held-out set): `_index.md` section pages, published by a build outside
    # the repository; a LID served at community/lids/0001-introduction/ links `../../design-documents/`, and
    # `/docs/mimir/latest/...` is another project's page on the same site.
    lids = tmp_path / "docs" / "sources" / "community" / "lids"
    lids.mkdir(parents=True)
    (tmp_path / "docs" / "sources" / "community" / "design-documents").mkdir()
    (tmp_path / "docs" / "sources" / "community" / "design-documents" / "x.md").write_text("# X\n")
    (lids / "0001-Introduction.md").write_text(
        "# 0001: Introduction\n\nSee [design documents](../../design-documents/), [Mimir](/docs/mimir/latest/ruler/)"
        " and [gone](../gone/).\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC410", "-q", "."])
    out = capsys.readouterr().out
    assert "design-documents" in out and "/docs/mimir/" in out  # no sign of a site: paths, and missing
    (lids / "_index.md").write_text("---\ntitle: LIDs\n---\n")
    main(["check", "--all", "--no-cache", "--select", "DC410", "-q", "."])
    assert capsys.readouterr().out == ("docs/sources/community/lids/0001-Introduction.md:3:89: DC410 broken-link: "
                                       "link to '../gone/': no such file\n")


def test_a_site_two_folders_down_serves_its_own_pages_and_only_those(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # redhat-developer/odo (seventieth held-out set): docs/website/docusaurus.config.js; its pages link
    # `/docs/command-reference/init` and `../docs/command-reference/init`, routes of the site (125 DC410). A page
    # outside it (docs/pm-doc.md) linking the same routes is broken where it is read, and a page of the site
    # linking a file that is not there is still reported. The configuration is seen through the cache.
    (tmp_path / ".doccheck.toml").write_text("")
    (tmp_path / ".git").mkdir()
    site = tmp_path / "docs" / "website"
    (site / "docs" / "command-reference").mkdir(parents=True)
    (site / "blog").mkdir()
    (site / "docs" / "command-reference" / "init.md").write_text("# odo init\n\nSee [dev](dev.md).\n")
    (site / "docs" / "command-reference" / "dev.md").write_text("# odo dev\n\nSee [init](init).\n")
    (site / "blog" / "2023-01-04-odo-v3.5.0.md").write_text(
        "# odo v3.5.0\n\nSee [init](/docs/command-reference/init), [again](../docs/command-reference/init#flags) and "
        "[gone](../docs/gone.md).\n")
    (tmp_path / "docs" / "pm-doc.md").write_text("# PM\n\nSee [init](/docs/command-reference/init).\n")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--select", "DC410", "-q", "."])
    before = capsys.readouterr().out
    assert "docs/website/docs/command-reference/dev.md" in before and "/docs/command-reference/init" in before
    (site / "docusaurus.config.js").write_text("module.exports = {};\n")
    main(["check", "--all", "--select", "DC410", "-q", "."])
    assert capsys.readouterr().out.splitlines() == [
        "docs/pm-doc.md:3:5: DC410 broken-link: link to '/docs/command-reference/init': no such file",
        "docs/website/blog/2023-01-04-odo-v3.5.0.md:3:93: DC410 broken-link: link to '../docs/gone.md': no such file"]


def test_a_sphinx_source_names_its_documents_without_their_suffix(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # UST-MICO/docs (eighty-ninth held-out set): a Sphinx site (conf.py beside index.rst) whose Markdown pages
    # link `../setup/index`, Sphinx's name for setup/index.rst, and an ADR folder among them. A name no source
    # has is still broken, and so is the same link where no Sphinx source is (read on the forge, it is a path).
    (tmp_path / ".doccheck.toml").write_text("")
    (tmp_path / ".git").mkdir()
    for folder in ("setup", "debugging-testing", "adr"):
        (tmp_path / folder).mkdir()
    (tmp_path / "setup" / "index.rst").write_text("Setup\n=====\n")
    (tmp_path / "adr" / "0001-use-madr.md").write_text("# Use MADR\n\nSee [testing](../debugging-testing/testing).\n")
    (tmp_path / "debugging-testing" / "testing.md").write_text(
        "# Testing\n\nSee [setup](../setup/index) and [gone](../setup/gone).\n")
    (tmp_path / "index.rst").write_text("MICO\n====\n")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--select", "DC410", "-q", "."])
    assert "'../setup/index'" in capsys.readouterr().out  # no conf.py: a path on the forge, and missing
    (tmp_path / "conf.py").write_text("project = 'MICO'\n")
    main(["check", "--all", "--select", "DC410", "-q", "."])
    assert capsys.readouterr().out == (
        "debugging-testing/testing.md:3:33: DC410 broken-link: link to '../setup/gone': no such file\n")
    main(["check", "--all", "--select", "DC410", "-q", "."])  # the same from the cache
    assert capsys.readouterr().out == (
        "debugging-testing/testing.md:3:33: DC410 broken-link: link to '../setup/gone': no such file\n")


def test_a_myst_target_is_what_a_link_of_its_name_names(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # napari/docs (ninety-sixth held-out set): MyST pages set targets, `(mission-and-values)=` above a heading, and
    # link them by name from any page, `[mission and values](mission-and-values)` (162 false DC410). A name no page
    # sets is still broken; so is the target's name written as a file, and a target set inside a code block.
    (tmp_path / ".doccheck.toml").write_text("")
    (tmp_path / "community").mkdir()
    (tmp_path / "community" / "mission_and_values.md").write_text(
        "(mission-and-values)=\n# Mission and values\n\n(our-values)=\n## Our values\n\nOpen.\n\n"
        "```md\n(in-a-fence)=\n```\n")
    (tmp_path / "guide.md").write_text(
        "# Guide\n\nRead our [mission](mission-and-values), [values](our-values#open) and [gone](our-mission).\n"
        "Also [the file](mission-and-values.md) and [fenced](in-a-fence).\n")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC410", "-q", "."])
    assert [line.split(": DC410")[0] for line in capsys.readouterr().out.splitlines()] == [
        "guide.md:3:71", "guide.md:4:6", "guide.md:4:44"]


def test_a_hugo_site_that_looks_links_up_as_pages_finds_them_from_its_content_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # vmware-tanzu/velero (97th held-out set): its site's link render hook resolves a link with `.Page.GetPage`,
    # which finds `community` from content/ when not from the page (15 false DC410); kubernetes-sigs/kueue's site is
    # multilingual, where Hugo's own link hook does the same from content/en/ (93). A name found from neither is
    # still broken (velero's `general-notes`, an anchor written as a path); without the hook, all are.
    (tmp_path / ".doccheck.toml").write_text("")
    site = tmp_path / "site"
    (site / "content" / "community").mkdir(parents=True)
    (site / "content" / "docs" / "main").mkdir(parents=True)
    (site / "layouts" / "_default" / "_markup").mkdir(parents=True)
    (site / "config.yaml").write_text("baseURL: /\n")
    (site / "content" / "community" / "_index.md").write_text("# Community\n")
    (site / "content" / "docs" / "main" / "maintainers.md").write_text(
        "# Maintainers\n\nSee our [community](community) page and the [notes](general-notes).\n")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC410", "-q", "."])
    assert len(capsys.readouterr().out.splitlines()) == 2  # no hook: both are paths from the page, and missing
    (site / "layouts" / "_default" / "_markup" / "render-link.html").write_text(
        "{{ $link := .Destination }}{{ with .Page.GetPage (urls.Parse .Destination).Path }}"
        "{{ $link = .RelPermalink }}{{ end }}<a href=\"{{ $link }}\">{{ .Text }}</a>\n")
    main(["check", "--all", "--select", "DC410", "-q", "."])
    assert capsys.readouterr().out.splitlines() == [
        "site/content/docs/main/maintainers.md:3:45: DC410 broken-link: link to 'general-notes': no such file"]
    # ... and a multilingual site's, from its language's content folder
    for language in ("en", "zh-CN"):
        (tmp_path / "web" / "content" / language / "docs" / "tasks").mkdir(parents=True)
        (tmp_path / "web" / "content" / language / "_index.html").write_text("<p>home</p>\n")
        (tmp_path / "web" / "content" / language / "docs" / "tasks" / "job.md").write_text("# Job\n")
    (tmp_path / "web" / "hugo.toml").write_text("baseURL = '/'\n")
    (tmp_path / "web" / "content" / "en" / "docs" / "concepts.md").write_text(
        "# Concepts\n\nRun [a job](docs/tasks/job) or [a pod](docs/tasks/pod).\n")
    main(["check", "--all", "--select", "DC410", "-q", "."])
    assert capsys.readouterr().out.splitlines() == [
        "site/content/docs/main/maintainers.md:3:45: DC410 broken-link: link to 'general-notes': no such file",
        "web/content/en/docs/concepts.md:3:32: DC410 broken-link: link to 'docs/tasks/pod': no such file"]


def test_a_vitepress_site_s_links_from_the_root_are_its_routes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # digitalservicebund/ris-search (98th held-out set): api-docs/ is a VitePress site, its configuration in
    # api-docs/.vitepress/; `/guides/rate-limiting/` is the site's route to api-docs/guides/rate-limiting/ (16 false
    # DC410). Without the folder, the same link is a path from the repository's top, and missing.
    (tmp_path / ".doccheck.toml").write_text("")
    (tmp_path / ".git").mkdir()
    guides = tmp_path / "api-docs" / "guides"
    (guides / "rate-limiting").mkdir(parents=True)
    (guides / "rate-limiting" / "index.md").write_text("# Rate limiting\n")
    (guides / "index.md").write_text("# Guides\n\n- [Rate limiting](/guides/rate-limiting/)\n")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC410", "-q", "."])
    assert "link to '/guides/rate-limiting/'" in capsys.readouterr().out
    (tmp_path / "api-docs" / ".vitepress").mkdir()
    (tmp_path / "api-docs" / ".vitepress" / "config.ts").write_text("export default {}\n")
    main(["check", "--all", "--no-cache", "--select", "DC410", "-q", "."])
    assert capsys.readouterr().out == ""


def test_links_from_the_root_by_page_name_are_the_repository_s_routes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # get-forge/forge-docs (ninetieth held-out set): its site serves every page at `/docs/<name>`, whatever folder
    # its file is in, and the pages link so (100 DC410). A route naming no page here is still broken; with too few
    # such links to show the way, they are paths, and missing.
    (tmp_path / ".doccheck.toml").write_text("")
    (tmp_path / ".git").mkdir()
    for folder in ("getting-started", "guides", "adr"):
        (tmp_path / "docs" / folder).mkdir(parents=True)
    for name in ("welcome", "cheatsheet", "operations"):
        (tmp_path / "docs" / "getting-started" / f"{name}.md").write_text(f"# {name}\n")
    for name in ("security", "caching"):
        (tmp_path / "docs" / "guides" / f"{name}.md").write_text(f"# {name}\n")
    (tmp_path / "docs" / "adr" / "0001-use-adrs.md").write_text("# 1. Use ADRs\n")
    links = ["/docs/welcome", "/docs/cheatsheet", "/docs/operations#setup", "/docs/security", "/docs/caching",
             "/docs/0001-use-adrs", "/docs/roadmap"]
    (tmp_path / "docs" / "index.md").write_text("# Docs\n\n" + "".join(f"- [{t}]({t})\n" for t in links))
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--select", "DC410", "-q", "."])
    assert capsys.readouterr().out == "docs/index.md:9:3: DC410 broken-link: link to '/docs/roadmap': no such file\n"
    (tmp_path / "docs" / "index.md").write_text("# Docs\n\n" + "".join(f"- [{t}]({t})\n" for t in links[:3]))
    main(["check", "--all", "--select", "DC410", "-q", "."])
    assert capsys.readouterr().out.count("DC410") == 3


def test_a_site_configuration_added_since_the_last_run_is_seen_through_the_cache(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """The cross-document findings are replayed while the index is unchanged, but not once the links from '/'
    are read another way."""
    (tmp_path / ".doccheck.toml").write_text("")
    (tmp_path / ".git").mkdir()  # the folder is the repository's top: '/x' is a path from here
    (tmp_path / "geps").mkdir()
    (tmp_path / "geps" / "gep-995.md").write_text("# GEP-995\n\nSee [the spec](/reference/spec/).\n")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--select", "DC410", "-q", "."])
    assert "/reference/spec/" in capsys.readouterr().out
    (tmp_path / "mkdocs.yml").write_text("site_name: x\n")
    main(["check", "--all", "--select", "DC410", "-q", "."])
    assert "DC410" not in capsys.readouterr().out


def _rfc(number: int, accepted: str) -> str:
    return (f"---\nstage: accepted\nstart-date: 2015-01-10T00:00:00.000Z\nprs:\n  accepted: {accepted}\n---\n\n"
            f"# RFC {number}\n\n## Summary\n\nx\n\n## Motivation\n\ny\n")


@pytest.mark.parametrize(("second", "clash"), [
    ("https://github.com/ember-cli/rfcs/pull/3", False),  # numbered after another repository's pull request
    ("https://github.com/emberjs/rfcs/pull/3", True),  # the same repository's pull request 3: a clash
    ("https://github.com/ember-cli/rfcs/pull/30", True),  # its pull request is not its number: says nothing
])
def test_numbers_from_two_repositories_pull_requests_are_two_series(
        second: str, clash: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    # emberjs/rfcs keeps ember-cli's RFCs beside its own: text/0003-block-params.md (emberjs/rfcs/pull/3) and
    # text/0003-cli-ember-doctor.md (ember-cli/rfcs/pull/3).
    (tmp_path / ".doccheck.toml").write_text("")
    (tmp_path / "text").mkdir()
    (tmp_path / "text" / "0003-block-params.md").write_text(_rfc(3, "https://github.com/emberjs/rfcs/pull/3"))
    (tmp_path / "text" / "0003-cli-ember-doctor.md").write_text(_rfc(3, second))
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC401", "-q", "."])
    assert ("DC401" in capsys.readouterr().out) is clash


@pytest.mark.parametrize(("replaces", "reported"), [
    ("(https://github.com/kubernetes/design-proposals-archive/blob/master/x.md)", False),  # a URL in parentheses
    ("kubernetes/enhancements/keps/sig-node/375-cpumanager/README.md", False),  # this repository's, named so
    ("kubernetes/community/contributors/design-proposals/node/cpu-manager.md", False),  # another repository's
    ("contributors/design-proposals/cloud-provider/refactoring.md", False),  # no such top folder here
    ("keps/sig-node/376-cpumanager", True),  # a folder of this repository: a path that does not exist
    ("/keps/sig-node/376-cpumanager", True),
])
def test_what_a_kep_replaces_is_looked_for_where_it_says(
        replaces: str, reported: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / ".doccheck.toml").write_text("")
    for number, extra in ((375, ""), (3570, f'replaces:\n  - "{replaces}"\n')):
        kep = tmp_path / "keps" / "sig-node" / f"{number}-cpumanager"
        kep.mkdir(parents=True)
        (kep / "README.md").write_text(f"# KEP-{number}: CPU manager\n\n## Summary\n\nx\n\n## Motivation\n\ny\n")
        (kep / "kep.yaml").write_text(f"title: CPU manager\nkep-number: {number}\nstatus: implemented\n{extra}")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC403", "-q", "."])
    assert ("DC403" in capsys.readouterr().out) is reported


def test_a_templates_relations_are_examples(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / ".doccheck.toml").write_text("")
    template = tmp_path / "keps" / "NNNN-kep-template"
    template.mkdir(parents=True)
    (template / "README.md").write_text("# KEP-NNNN: Your short, descriptive title\n\n## Summary\n\n## Motivation\n")
    (template / "kep.yaml").write_text('title: KEP Template\nkep-number: NNNN\nreplaces:\n'
                                       '  - "/keps/sig-ccc/3456-replaced-kep"\n')
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC4", "-q", "."])
    assert capsys.readouterr().out == ""


@pytest.mark.parametrize(("names", "clash"), [
    (("0004-caching/README.md", "0004-caching/index.md"), False),  # one record: GitHub's file and the site's
    (("0004-caching/README.md", "0004-queues/README.md"), True),  # two records numbered alike
    (("0004-caching.md", "0004-queues.md"), True),
])
def test_a_numbered_folders_readme_and_index_are_one_record(
        names: tuple[str, str], clash: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """joelparkerhenderson/architecture-decision-record keeps README.md and index.md side by side."""
    (tmp_path / ".doccheck.toml").write_text("")
    for name in names:
        path = tmp_path / "docs" / "adr" / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("# Caching\n\n## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC401", "-q", "."])
    assert ("DC401" in capsys.readouterr().out) is clash


@pytest.mark.parametrize(("status", "documents", "reported"), [
    ("Production", 3, False),  # the repository's own word (alextanhongpin/architecture-decision-records)
    ("Production", 2, True),  # two are not yet a convention
    ("Acepted", 3, True),  # a typo copied from a template is still one
])
def test_a_status_the_repository_uses_throughout_is_its_own(
        status: str, documents: int, reported: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / ".doccheck.toml").write_text("")
    adr = tmp_path / "docs" / "adr"
    adr.mkdir(parents=True)
    for n in range(1, documents + 1):
        (adr / f"{n:04d}-decision-{n}.md").write_text(
            f"# {n}. Decision {n}\n\n## Status\n\n{status}\n\n## Context\n\nx\n\n## Decision\n\ny\n\n"
            "## Consequences\n\nz\n")
    monkeypatch.chdir(tmp_path)
    main(["check", "--no-cache", "-q", "docs/adr/0001-decision-1.md"])  # as the hook names one file
    assert ("DC203" in capsys.readouterr().out) is reported
    main(["check", "--no-cache", "-q", "--select", "DC203", "docs"])  # without the repository-wide rules
    assert ("DC203" in capsys.readouterr().out) is reported


@pytest.mark.parametrize(("with_consequences", "without", "config", "reported"), [
    (0, 3, "", 0),  # theguardian/dotcom-rendering: Context, Decision, Status, never Consequences
    (4, 1, "", 1),  # one record that forgot them, among records that have them
    (1, 1, "", 1),  # two are not yet a convention
    (0, 3, 'extend = ["nygard"]\n', 3),  # a preset the team chose holds its records to its sections
])
def test_a_section_the_repositorys_records_go_without_is_its_convention(
        with_consequences: int, without: int, config: str, reported: int, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / ".doccheck.toml").write_text(config)
    adr = tmp_path / "docs" / "adr"
    adr.mkdir(parents=True)
    for n in range(1, with_consequences + without + 1):
        consequences = "## Consequences\n\nThen.\n" if n <= with_consequences else ""
        (adr / f"{n:04d}-decision-{n}.md").write_text(f"# {n}. Decision {n}\n\n## Status\n\nAccepted\n\n"
                                                      f"## Context\n\nWhy.\n\n## Decision\n\nWhat.\n\n{consequences}")
    monkeypatch.chdir(tmp_path)
    main(["check", "--no-cache", "-q", "docs"])
    assert capsys.readouterr().out.count("has no 'Consequences' section") == reported
    last = f"docs/adr/{with_consequences + without:04d}-decision-{with_consequences + without}.md"
    main(["check", "--no-cache", "-q", last])  # as the hook names the one file
    assert capsys.readouterr().out.count("has no 'Consequences' section") == (reported > 0)


@pytest.mark.parametrize(("dates", "settled"), [
    (["17/08/2020", "23/03/2020", "24/03/2020"], True),  # moj's: its records are day-first
    (["01/21/2020", "1-23-2020", "8/20/20", "02/24/21"], True),  # month-first
    (["17/08/2020", "23/03/2020"], True),  # two are (ONS's census runner, hundred-and-sixty-fourth held-out set)
    (["17/08/2020"], False),  # one is not yet a convention
    (["17/08/2020", "23/03/2020", "24/03/2020", "01/21/2020"], False),  # both ways: nothing settles it
])
def test_an_ambiguous_date_is_read_as_the_repositorys_other_dates_read(
        dates: list[str], settled: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """A repository whose other dates read one way only (two documents or more, none the other way) has that
    order as its convention: 05/02/2018 there is no ambiguity its readers share (kakuma's ADRs, all day-first,
    nineteenth held-out set). Where nothing settles it, the date is reported, by the hook's run as by the whole."""
    (tmp_path / ".doccheck.toml").write_text("")
    adr = tmp_path / "docs" / "adr"
    adr.mkdir(parents=True)
    for n, date in enumerate(["05/02/2018", *dates], start=1):
        (adr / f"{n:04d}-decision-{n}.md").write_text(f"# {n}. Decision {n}\n\nDate: {date}\n")
    monkeypatch.chdir(tmp_path)
    main(["check", "--no-cache", "-q", "docs/adr/0001-decision-1.md"])  # as the hook names one file
    hook = [line for line in capsys.readouterr().out.splitlines() if "DC205" in line]
    main(["check", "--no-cache", "-q", "--select", "DC205", "docs"])  # without the repository-wide rules
    assert capsys.readouterr().out.splitlines() == hook
    if settled:
        assert hook == []
    else:
        [finding] = hook
        assert "'05/02/2018' is ambiguous" in finding
        assert finding.endswith("; write it as YYYY-MM-DD or set date-order in the configuration")


def test_a_docusaurus_site_links_its_pages_by_id_and_by_name_without_the_number(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Hackney's playbook (seventeenth held-out set) builds a Docusaurus site: `[ADR 0004](partition-strategy)`
    is the page whose front matter says `id: partition-strategy`, and `../records/recovered-data` is
    `005-recovered-data.md` (the number prefix is not in the page's name). Without a site, both are broken links;
    a name no page has is broken either way."""
    records = tmp_path / "docs" / "records"
    records.mkdir(parents=True)
    (records / "004-partition-strategy.md").write_text("---\nid: partition-strategy\n---\n\n# Partition strategy\n")
    (records / "005-recovered-data.md").write_text(
        "# Recovered data\n\nAs [ADR 0004](partition-strategy), see [the next](../records/retention) and "
        "[no such](backups).\n")
    (records / "006-retention.md").write_text("# Retention\n\nAfter [recovered data](recovered-data).\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC410", "-q", "."])
    assert len(capsys.readouterr().out.splitlines()) == 4
    (tmp_path / "docusaurus.config.js").write_text("module.exports = {};\n")
    main(["check", "--all", "--no-cache", "--select", "DC410", "-q", "."])
    assert [line.split(": ", 3)[2] for line in capsys.readouterr().out.splitlines()] == ["link to 'backups'"]


def test_a_successor_that_is_not_here_is_said_once(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # Athens' 0007 (thirty-fifth held-out set): `Superceded by [9](0009-....md)` after the record was renumbered
    # was DC403 and DC410 at once; the missing document is one defect. Another broken link on the line stays.
    adr = tmp_path / "doc" / "adr"
    adr.mkdir(parents=True)
    (adr / "0001-a.md").write_text("# 1. A\n\n## Status\n\nSuperseded by [9](0009-b.md), see [notes](notes.md)\n\n"
                                   "## Context\n\nx\n\n## Decision\n\ny\n\n## Consequences\n\nz\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC403,DC410", "-q", "."])
    out = capsys.readouterr().out.splitlines()
    assert [line.split(": ", 2)[1].split()[0] for line in out] == ["DC403", "DC410"]
    assert "'0009-b.md', which is not a document here" in out[0] and "link to 'notes.md'" in out[1]
    main(["check", "--all", "--no-cache", "--select", "DC410", "-q", "."])  # DC403 not wanted: the link is said
    assert "link to '0009-b.md': no such file" in capsys.readouterr().out


@pytest.mark.parametrize("one_final", [False, True])
def test_a_draft_successor_where_no_record_is_ever_in_force_is_how_records_stand(
        one_final: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Keycloak's design notes (105th held-out set) stay Draft or Notes: `storage.md` obsoleted by the Draft
    `storage-architecture.md` was never in force itself, so the successor's draft is no finding. Where one note of
    the folder is Final, its records do reach force and a draft successor does not end the old one yet (DC406)."""
    design = tmp_path / "design" / "keycloak.x"
    design.mkdir(parents=True)

    def note(title: str, status: str) -> str:
        return f"# {title}\n\n* **Status**: {status}\n* **JIRA**: TBD\n\n## Current state\n\nText.\n"

    for name, status in [("cd", "Notes"), ("distro", "Notes"), ("providers", "Final" if one_final else "Notes"),
                         ("configuration", "Draft #2"), ("storage-hot-rod", "Draft")]:
        (design / f"{name}.md").write_text(note(name, status))
    (design / "storage-architecture.md").write_text(note("Storage architecture", "Draft"))
    (design / "storage.md").write_text(note("Storage", "Obsoleted by [Store architecture](storage-architecture.md)"))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC406", "-q", "."])
    out = capsys.readouterr().out.splitlines()
    assert [line.split(": ", 2)[1].split()[0] for line in out] == (["DC406"] if one_final else [])


def test_index_and_site_read_links_from_the_top_as_the_check_does(tmp_path: Path) -> None:
    """`doccheck index` and `site` build the same index as the check: Hugo content (`_index.md` beside the
    documents) is a site's, so a link from '/' is its route there too, not a path from the repository's top."""
    from doccheck.run.repository import build_index
    from doccheck.run.settings import load_config

    (tmp_path / ".git").mkdir()
    (tmp_path / ".doccheck.toml").write_text("")
    config = load_config(tmp_path, None, {}, use_cache=False)
    records: dict[str, dict[str, object]] = {"lids/0001-x.md": {"title": "X"}}
    assert build_index(records, config)[0].memo["root_is_repository"] is True
    records["lids/_index.md"] = {"title": "LIDs"}
    assert build_index(records, config)[0].memo["root_is_repository"] is False


def test_a_file_too_large_to_index_is_still_there_for_a_link_and_a_generated_one_is_passed_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # onnx/onnx (seventy-second held-out set): README.md links docs/Operators.md by the repository's own address;
    # the file, 45,168 lines that say "This file is automatically generated ... Do not modify directly", was over
    # the size limit, left out of the index, and read as missing (DC410), and asked to be excluded by hand (DC002).
    # A large file that does not say it is generated still gets its DC002.
    (tmp_path / ".doccheck.toml").write_text("")
    docs = tmp_path / "docs"
    docs.mkdir()
    generated = "<!--- SPDX-License-Identifier: Apache-2.0 -->\n## Operator Schemas\n*This file is automatically " \
                "generated from the def files. Do not modify directly.*\n" + "x\n" * 20_001
    (docs / "Operators.md").write_text(generated)
    (docs / "Coverage.md").write_text("# Coverage\n" + "y\n" * 20_001)
    for name in ("IR", "Versioning", "Syntax"):
        (docs / f"{name}.md").write_text(f"# {name}\n\nText.\n")
    base = "https://github.com/onnx/onnx/blob/main/docs"
    (tmp_path / "README.md").write_text("# ONNX\n\n" + "".join(
        f"* [{name}]({base}/{name}.md)\n" for name in ("IR", "Versioning", "Syntax", "Operators", "Gone")))
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "-q", "."])
    out = capsys.readouterr().out.splitlines()
    assert [line.split(": ")[1].split()[0] for line in out] == ["DC410", "DC002"], out
    assert "Gone.md" in out[0] and out[1].startswith("docs/Coverage.md")


def test_an_unticked_task_linking_a_record_not_written_yet_is_a_plan(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # WWFF-ADRs (seventy-sixth held-out set): the index is a task list of forty records, the unwritten ones
    # unticked; each unticked item's link (31) and the written records' links to those planned records (31) were
    # reported as broken. A ticked item's link, and any link to a file nobody plans, still is.
    (tmp_path / ".doccheck.toml").write_text("")
    adrs = tmp_path / "docs" / "adrs"
    adrs.mkdir(parents=True)
    (adrs / "0002-logging.md").write_text("# 2. Logging\n\n## Status\n\nAccepted\n\n## Related Decisions\n\n"
                                          "- [0001](./0001-iam.md)\n- [0007](./0007-gone.md)\n")
    (tmp_path / "index.md").write_text(
        "# Decisions\n\n- [ ] [0001](./docs/adrs/0001-iam.md) - IAM\n"
        "- [x] [0002](./docs/adrs/0002-logging.md) - Logging\n"
        "- [x] [0003](./docs/adrs/0003-telemetry.md) - Telemetry\n1. [ ] [0004](docs/adrs/0004-config.md) - Config\n")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "-q", "--select", "DC410", "."])
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 2 and "0007-gone.md" in out[0] and "0003-telemetry.md" in out[1], out


def test_a_hugo_page_s_relative_links_lead_from_its_own_address(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # projectcontour/contour (hundredth held-out set): Hugo serves docs/1.20/redeploy-envoy.md at
    # /docs/1.20/redeploy-envoy/, so its `../img/shutdownmanager.png` is docs/1.20/img/ (150 false DC410 over its
    # releases); envoyproxy/gateway's CONTRIBUTING.md, served at .../contributing/, links `../codeowners`, which Hugo
    # serves from CODEOWNERS.md, lowercased. An image that is not there, and `./codeowners` (below the page's own
    # address), are still broken; a release folder (`1.20/`, `1.21/`, ...) numbers no record (no DC401).
    (tmp_path / ".doccheck.toml").write_text("")
    site = tmp_path / "site"
    (site / "hugo.toml").parent.mkdir(parents=True)
    (site / "hugo.toml").write_text("baseURL = '/'\n")
    for release in ("1.20", "1.21", "1.22"):
        docs = site / "content" / "docs" / release
        (docs / "img").mkdir(parents=True)
        (docs / "img" / "shutdownmanager.png").write_bytes(b"\x89PNG")
        (docs / "redeploy-envoy.md").write_text("# Redeploy\n\nThe [shutdown manager][1].\n\n"
                                                "[The overview](../img/archoverview.png).\n\n"
                                                "  [1]: ../img/shutdownmanager.png\n")
        (docs / "troubleshooting.md").write_text("# Troubleshooting\n\nAsk on Slack.\n")
    community = site / "content" / "community"
    community.mkdir(parents=True)
    (community / "CODEOWNERS.md").write_text("# Maintainers\n\n- @a\n")
    (community / "CONTRIBUTING.md").write_text("# Contributing\n\nAsk the [maintainers](../codeowners).\n\n"
                                               "See [CODEOWNERS.md](./codeowners).\n")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC4", "-q", "."])
    assert capsys.readouterr().out.splitlines() == [
        "site/content/community/CONTRIBUTING.md:5:5: DC410 broken-link: link to './codeowners': no such file; "
        "did you mean CODEOWNERS.md?"] + [
        f"site/content/docs/{release}/redeploy-envoy.md:5:1: DC410 broken-link: link to '../img/archoverview.png': "
        "no such file" for release in ("1.20", "1.21", "1.22")]


def test_an_api_client_generator_s_output_is_no_documentation_of_the_repository(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # treeverse/lakeFS (hundredth held-out set): openapi-generator writes clients/java/docs/*.md, linking a
    # `File.md` it never writes (17 false DC410); the folder it writes holds its `.openapi-generator/`. A page the
    # repository's people write, beside it, is still checked.
    (tmp_path / ".doccheck.toml").write_text("")
    client = tmp_path / "clients" / "java"
    (client / ".openapi-generator").mkdir(parents=True)
    (client / ".openapi-generator" / "FILES").write_text("docs/ObjectsApi.md\n")
    (client / "docs").mkdir()
    (client / "docs" / "ObjectsApi.md").write_text("# ObjectsApi\n\nReturns a [File](File.md).\n")
    (tmp_path / "clients" / "README.md").write_text("# Clients\n\nSee [the Java client](java/README.md).\n")
    # danskernesdigitalebibliotek/dpl-cms (hundred-and-eightieth held-out set): the generator's settings at the
    # top, `.openapi-generator/fbs.config.yaml`, no record of a run: the folder is the repository's own
    (tmp_path / ".openapi-generator").mkdir()
    (tmp_path / ".openapi-generator" / "fbs.config.yaml").write_text("invokerPackage: FBS\n")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "-q", "."])
    assert capsys.readouterr().out.splitlines() == [
        "clients/README.md:3:5: DC410 broken-link: link to 'java/README.md': no such file"]


def test_a_site_configuration_or_hook_that_is_no_regular_file_of_the_repository_is_not_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # A hostile repository: its Hugo configuration a link to a file outside it (which would turn lowercased
    # addresses off), its link render hook a FIFO (which an open() would wait on for ever). Neither is read: the
    # run ends, and the site is read as one without them.
    import os

    outside = tmp_path / "outside.toml"
    outside.write_text("disablePathToLower = true\n")
    repo = tmp_path / "repo"
    (repo / "site" / "content" / "community").mkdir(parents=True)
    (repo / ".doccheck.toml").write_text("")
    (repo / "site" / "hugo.toml").symlink_to(outside)
    (repo / "site" / "config.toml").write_text("baseURL = '/'\n")
    (repo / "site" / "layouts" / "_default" / "_markup").mkdir(parents=True)
    os.mkfifo(repo / "site" / "layouts" / "_default" / "_markup" / "render-link.html")
    (repo / "site" / "content" / "community" / "CODEOWNERS.md").write_text("# Maintainers\n")
    (repo / "site" / "content" / "community" / "CONTRIBUTING.md").write_text(
        "# Contributing\n\nAsk the [maintainers](../codeowners).\n")
    monkeypatch.chdir(repo)
    assert main(["check", "--all", "--no-cache", "--select", "DC410", "-q", "."]) == 0
    assert capsys.readouterr().out == ""


def test_a_register_row_names_its_record_before_its_status(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """cow-rs's index of retired ADRs (108th held-out set): `| 0004 | Superseded | ... see [0039](0039-x.md) |` names
    the retired record, its file gone, and links the one that took over; that one's Accepted is no difference. A row
    linking its record before its status is still compared, and so is a table whose Status comes first."""
    adr = tmp_path / "docs" / "adr"
    adr.mkdir(parents=True)
    for n in (1, 2, 39):
        (adr / f"{n:04d}-x{n}.md").write_text(f"# {n}. X\n\n## Status\n\nAccepted\n\n## Context\n\nC.\n")
    (adr / "index.md").write_text(
        "# ADRs\n\n| ADR | Status |\n| --- | --- |\n| [0001](0001-x1.md) | Proposed |\n\n"
        "| Status | ADR |\n| --- | --- |\n| Rejected | [0002](0002-x2.md) |\n\n"
        "## Retired\n\n| ADR | Status | Disposition |\n| --- | --- | --- |\n"
        "| 0004 | Superseded | Folded into [0039](0039-x39.md). |\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC417", "-q", "."])
    out = capsys.readouterr().out.splitlines()
    assert [line.split(": ", 2)[2].split(",")[0] for line in out] == [
        "lists 0001-x1.md as 'Proposed'", "lists 0002-x2.md as 'Rejected'"]


@pytest.mark.parametrize("sphinx", [True, False])
def test_a_dotted_name_is_a_documented_object_where_sphinx_reads_the_markdown_through_myst(
        sphinx: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """pulumi (108th held-out set) builds its docs with Sphinx from `docs/sphinx/conf.py` (myst_parser): a link to
    `pulumirpc.ResourceMonitor.Invoke` is a cross-reference to the protobuf service's documented method. A missing
    file is still one; without MyST the dotted name is a relative link that goes nowhere."""
    (tmp_path / "docs" / "sphinx").mkdir(parents=True)
    if sphinx:
        (tmp_path / "docs" / "sphinx" / "conf.py").write_text('extensions = [\n    "myst_parser",\n]\n')
    (tmp_path / "docs" / "plugins.md").write_text(
        "# Plugins\n\nA [resource monitor](pulumirpc.ResourceMonitor.Invoke) and [the guide](guide.md).\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC410", "-q", "."])
    out = capsys.readouterr().out.splitlines()
    assert [line.split("link to ", 1)[1].split(":")[0] for line in out] == (
        ["'guide.md'"] if sphinx else ["'pulumirpc.ResourceMonitor.Invoke'", "'guide.md'"])


def test_a_path_with_an_ellipsis_is_a_placeholder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """product-standards' planning board blueprint (109th held-out set): `[Epic Name](epics/EPIC_001_...)` stands for
    the epic a product names when it copies the board. A missing file beside it is still broken, and `../` is none."""
    (tmp_path / "planning").mkdir()
    (tmp_path / "planning" / "BOARD.md").write_text(
        "# Board\n\n- [ ] [Epic Name](epics/EPIC_001_...)\n  - [/] [Story](epics/EPIC_001_.../stories.md)\n"
        "- [Guide](../guide.md) and [notes](notes.md)\n")
    (tmp_path / "guide.md").write_text("# Guide\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC410", "-q", "."])
    out = capsys.readouterr().out.splitlines()
    assert [line.split("link to ", 1)[1].split(":")[0] for line in out] == ["'notes.md'"]


def test_a_page_with_a_client_generator_s_footer_is_its_output(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """kserve's python/kserve/docs/ (110th held-out set): swagger-codegen's model pages, their generator's marks kept
    elsewhere (hack/python-sdk/), link Kubernetes models it never wrote (`V1PodOS.md`). Each ends with the
    generator's footer, `[[Back to Model list]](../README.md#documentation-for-models)`: its output, not a page
    anyone keeps. A page without it is still checked."""
    docs = tmp_path / "python" / "kserve" / "docs"
    docs.mkdir(parents=True)
    footer = ("[[Back to Model list]](../README.md#documentation-for-models) [[Back to API list]]"
              "(../README.md#documentation-for-api-endpoints) [[Back to README]](../README.md)\n")
    (docs / "V1beta1CustomExplainer.md").write_text(
        "# V1beta1CustomExplainer\n\nName | Type | Description | Notes\n---- | ---- | ---- | ----\n"
        "**os** | [**V1PodOS**](V1PodOS.md) |  | [optional]\n\n" + footer)
    (docs / "guide.md").write_text("# Guide\n\nSee [the explainer](V1beta1CustomExplaner.md).\n")
    (tmp_path / "python" / "kserve" / "README.md").write_text("# SDK\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC410", "-q", "."])
    out = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in out] == ["python/kserve/docs/guide.md"]


@pytest.mark.parametrize(("live", "reported"), [(None, ["resources/main.md"]),
                                                ("main", ["resources/main.md", "resources/main/charts/README.md",
                                                          *(f"resources/v1.{n}.0/charts/README.md"
                                                            for n in (29, 30, 31))])])
def test_another_project_s_file_copied_once_per_release_is_frozen(
        live: str | None, reported: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """istio-ecosystem/sail-operator (111th held-out set): `resources/v1.29.0/charts/gateway/README.md` and one such
    copy per Istio release, in a folder of releases alone: Istio's chart as it shipped, whose dead link is Istio's.
    A site's versions kept beside the copy they are cut from (Contour's `docs/main/` beside `docs/1.33/`) are the
    project's own docs, each reported."""
    for version in ("v1.29.0", "v1.30.0", "v1.31.0", *([live] if live else [])):
        folder = tmp_path / "resources" / version / "charts"
        folder.mkdir(parents=True)
        (folder / "README.md").write_text("# Gateway\n\nSee [injection](istio.io/latest/docs/setup/injection).\n")
    (tmp_path / "resources" / "main.md").write_text("# Resources\n\nSee [the guide](guide.md).\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC410", "-q", "."])
    out = capsys.readouterr().out.splitlines()
    assert sorted(line.split(":")[0] for line in out) == sorted(reported), out


def test_a_site_s_mdx_page_linked_by_its_address_is_there(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """juspay/superposition (115th held-out set): its Docusaurus site (`docs/docusaurus.config.ts`) links
    `../../quick_start`, the route of `docs/docs/quick_start.mdx`. A page that is not there, in MDX or Markdown, is
    still a dead link."""
    docs = tmp_path / "docs"
    (docs / "docs" / "providers" / "openfeature").mkdir(parents=True)
    (docs / "docusaurus.config.ts").write_text("export default {};\n")
    (docs / "docs" / "quick_start.mdx").write_text("# Quick start\n\nimport Tabs from '@theme/Tabs';\n")
    (docs / "docs" / "providers" / "openfeature" / "java.md").write_text(
        "# Java\n\nSee the [quick start](../../quick_start) and the [setup](../../set_up).\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC410", "-q", "."])
    out = capsys.readouterr().out.splitlines()
    assert [line.split("link to ", 1)[1].split(":")[0] for line in out] == ["'../../set_up'"], out


def test_a_link_to_link_to_something_is_a_place_held_in_an_example(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """chimera's research notes (119th held-out set) show a generated ADR whose links are places held:
    `[act-2026-03-20-db-001](link-to-decision-log)`. A link to a missing file by its name is still dead."""
    (tmp_path / "notes.md").write_text("# Example\n\n- **Decision Log:** [act-1](link-to-decision-log)\n"
                                       "- [Dashboard](url-to-cloudwatch)\n- [Linked](linked-notes.md)\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC410", "-q", "."])
    out = capsys.readouterr().out.splitlines()
    assert [line.split("link to ", 1)[1].split(":")[0] for line in out] == ["'linked-notes.md'"], out


def test_an_image_a_document_shows_is_a_file_it_needs(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Hyperledger Sawtooth's RFCs show screenshots from ../images/ (166th held-out set): one renamed away is as
    broken as a link. An image the site's build draws from a PlantUML source beside it (Open Data Fabric's
    `images/transform.svg` from `transform.puml`) is the build's, and one that is there is fine."""
    (tmp_path / "images").mkdir()
    (tmp_path / "images" / "0014-view-records-page.png").write_bytes(b"")
    (tmp_path / "images" / "transform.puml").write_text("@startuml\n@enduml\n")
    (tmp_path / "text").mkdir()
    (tmp_path / "text" / "0014-client.md").write_text(
        "# Client\n\n![View Records](../images/0014-view-records-page.png)\n\n"
        "![Record Detail](../images/0014-record-detail-page.png)\n\n![Transform](../images/transform.svg)\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC410", "-q", "."])
    assert capsys.readouterr().out == ("text/0014-client.md:5:1: DC410 broken-link: link to "
                                       "'../images/0014-record-detail-page.png': no such file\n")


def test_a_hugo_page_answers_at_its_dotted_name_and_at_its_aliases(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """Grafana Alloy's docs/sources/ (169th held-out set, 398 DC410 on the code before): pages named for components,
    `discovery.aws.md` served at `discovery.aws/`, link their siblings from that address (`../discovery.ec2/`); a
    page keeps answering at its old addresses (`aliases:`, from the folder its address is in); a headless page is
    only shown inside others, whose addresses its links are read from."""
    sources = tmp_path / "docs" / "sources"
    (sources / "reference" / "components" / "discovery").mkdir(parents=True)
    (sources / "reference" / "release").mkdir(parents=True)
    (sources / "shared").mkdir(parents=True)
    (sources / "_index.md").write_text("---\ntitle: Alloy\n---\n\n# Alloy\n")
    discovery = sources / "reference" / "components" / "discovery"
    (discovery / "discovery.ec2.md").write_text("# discovery.ec2\n")
    (discovery / "discovery.aws.md").write_text(
        "# discovery.aws\n\nSee [ec2](../discovery.ec2/), [lightsail](../discovery.lightsail/) and "
        "[compatibility](../../../../introduction/backward-compatibility/).\n")
    (sources / "reference" / "release" / "backward-compatibility.md").write_text(
        "---\naliases:\n  - ../../introduction/backward-compatibility/\n---\n\n# Backward compatibility\n")
    (sources / "shared" / "community.md").write_text(
        "---\nheadless: true\n---\n\nSee [community components](../../../get-started/community/).\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC410", "-q", "."])
    out = capsys.readouterr().out.splitlines()
    assert [line.split("link to ", 1)[1].split(":")[0] for line in out] == ["'../discovery.lightsail/'"], out


def test_a_link_whose_target_is_the_word_for_a_link_in_another_language_holds_its_place(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """billiardhall's ADR-940 (hundred-and-seventy-fourth held-out set) shows how to cite a record:
    `[ADR-XXXX：标题](相对路径)`, "relative path"; a link to a file that is not there is still dead."""
    (tmp_path / ".doccheck.toml").write_text("")
    (tmp_path / "guide.md").write_text("# 指南\n\n- [ADR-XXXX：标题](相对路径)\n- [文本](链接)\n"
                                       "- [ADR-1](ADR-1-x.md)\n")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "-q", "--select", "DC410", "."])
    out = capsys.readouterr().out.splitlines()
    assert [line.split("link to ", 1)[1].split(":")[0] for line in out] == ["'ADR-1-x.md'"], out


def test_a_link_held_for_later_in_chinese_is_a_placeholder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # mindspore's SIG pages (hundred-and-eighty-second held-out set): `[算子相关开发指导](待补充)`, "to be added", as
    # `[guide](TBD)` in English
    (tmp_path / ".doccheck.toml").write_text("")
    (tmp_path / "README.md").write_text("# SIG\n\n1. [算子相关开发指导](待补充)\n2. [guide](TBD)\n"
                                        "3. [会议](meetings/01.md)\n")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "-q", "."])
    assert capsys.readouterr().out.splitlines() == [
        "README.md:5:4: DC410 broken-link: link to 'meetings/01.md': no such file"]


def test_zola_s_internal_links_and_an_api_s_members_are_read_as_such(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    # vmware-tanzu/secrets-manager (hundred-and-eighty-fourth held-out set): its Zola site links `@/path.md` from
    # docs/content/, 54 links right; Pulsar's generated API pages (183rd) cross-reference `[::beep](::beep)`
    (tmp_path / ".doccheck.toml").write_text("")
    content = tmp_path / "docs" / "content" / "documentation"
    (content / "usage").mkdir(parents=True)
    (content / "usage" / "cli.md").write_text("# CLI\n")
    (content / "adrs").mkdir()
    (content / "adrs" / "0005-x.md").write_text("# ADR 5\n\nSee [the CLI](@/documentation/usage/cli.md) and "
                                                "[gone](@/documentation/usage/sdk.md).\n")
    (tmp_path / "API.md").write_text("# API\n\nInvoke the callback whenever [::beep](::beep) or "
                                     "[TextEditor::getText](TextEditor::getText) is called.\n")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "-q", "."])
    assert capsys.readouterr().out.splitlines() == [
        "docs/content/documentation/adrs/0005-x.md:3:49: DC410 broken-link: link to "
        "'@/documentation/usage/sdk.md': no such file"]


@pytest.mark.parametrize("one_waits", [False, True])
def test_records_superseded_by_proposed_ones_again_and_again_act_on_proposals(
        one_waits: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """mountain-pass/addressr's decisions (three-hundred-and-sixth held-out set) list "In-force decisions (`proposed`
    + `accepted`)": four records are superseded by proposed ones, which is the folder's way, not four slips. Where
    one record stays accepted while its successor is proposed, the folder waits for acceptance, and each early
    supersession is a finding (DC406)."""
    decisions = tmp_path / "docs" / "decisions"
    decisions.mkdir(parents=True)

    def record(number: int, status: str, supersedes: int | None = None) -> str:
        also = f"**Supersedes [ADR {supersedes:03}]({supersedes:03}-d{supersedes}.md).**\n\n" if supersedes else ""
        return f"---\nstatus: {status}\n---\n\n# ADR {number:03}: D{number}\n\n{also}## Context\n\nC.\n"

    for old, new in [(1, 11), (2, 12), (3, 13)]:
        (decisions / f"{old:03}-d{old}.md").write_text(record(old, "superseded"))
        (decisions / f"{new:03}-d{new}.md").write_text(record(new, "proposed", old))
    (decisions / "004-d4.md").write_text(record(4, "accepted" if one_waits else "superseded"))
    (decisions / "014-d14.md").write_text(record(14, "proposed", 4))
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC406", "-q", "."])
    out = capsys.readouterr().out.splitlines()
    assert [line.split(":")[0] for line in out] == ([f"docs/decisions/00{n}-d{n}.md" for n in (1, 2, 3)]
                                                    if one_waits else []), out


def test_a_record_named_by_its_file_s_name_without_the_suffix_is_that_record(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """addressr's decisions (three-hundred-and-sixth held-out set) name what they supersede by its file's name up to
    the status in it: `supersedes: [003-dual-api]` for `003-dual-api.accepted.md`, still accepted (DC405)."""
    decisions = tmp_path / "docs" / "decisions"
    decisions.mkdir(parents=True)
    (decisions / "003-dual-api.accepted.md").write_text("---\nstatus: accepted\n---\n\n# ADR 003: Dual API\n")
    (decisions / "036-single-api.accepted.md").write_text(
        "---\nstatus: accepted\nsupersedes: [003-dual-api]\n---\n\n# ADR 036: Single API\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC405", "-q", "."])
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 1 and out[0].startswith("docs/decisions/003-dual-api.accepted.md:2:1: DC405"), out


def test_a_known_kind_s_id_in_a_record_its_title_calls_another_kind_is_not_its_family_s(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """addressr's problem records (three-hundred-and-sixth held-out set): "# Problem 055: ... (supersedes ADR-013
    base-image pick)" names an ADR, not the problem numbered 13 beside it."""
    problems = tmp_path / "docs" / "problems"
    distroless = "Distroless image (supersedes ADR-013 base-image pick)"
    for folder, number, title in [("closed", 13, "Loader fails"), ("closed", 14, "Slow search"),
                                  ("open", 15, "Flaky test"), ("known-error", 55, distroless)]:
        (problems / folder).mkdir(parents=True, exist_ok=True)
        (problems / folder / f"{number:03}-p{number}.md").write_text(
            f"# Problem {number:03}: {title}\n\n**Status**: Open\n\n## Description\n\nText.\n")
    (tmp_path / ".doccheck.toml").write_text("")
    monkeypatch.chdir(tmp_path)
    main(["check", "--all", "--no-cache", "--select", "DC4", "-q", "."])
    assert capsys.readouterr().out.splitlines() == []
