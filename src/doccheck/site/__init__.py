"""Stage 8, site: the decision log as static HTML. May import the stages below it, `graph` included.

`doccheck site OUT/`: the decisions as a static HTML site that works from `file://` and fetches nothing.

1. collect (`collect.py`): check every document under the roots (the cache makes it cheap), index them, and keep
   each one's record, findings and text; the repository-wide findings are the conflicts page;
2. history (`history.py`): each document's statuses over time, from the graph when there is one, else from git;
3. as of (`as_of.py`): from the history, each document's status intervals, for the "what was in force" view;
4. render: each document's text (`markdown.py`, HTML off, links checked), the supersession and dependency graph
   laid out in layers (`layout.py`) and drawn as SVG (`svg.py`), the pages (`pages.py`) around one stylesheet
   and one script (`assets/`) inlined and allowed by hash in a strict Content-Security-Policy;
5. write (`build.py`): OUT/index.html (timeline, filters, search), as-of.html, graph.html, conflicts.html and a
   page per document under OUT/d/.

Everything a document says is untrusted: it reaches a page only escaped.
"""
