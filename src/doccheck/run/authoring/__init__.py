"""Writing records, not only checking them: `doccheck new`, `supersede`, `link`, `renumber`, `accept`, and
`check --fix` (issue 26).
Part of stage 5, run: it reads the whole set as a check does (the cache makes it cheap) and writes through the
one door for files (`boundary.write_file`).

    families.py   which family a new record joins: the learned families (`repo/conventions.py`), the folders
                  of numbered records of a type, a template alone; the next number free here and on the target
                  branch
    naming.py     the family's own scheme: file name (prefix, padding, separator, slug), title line
    fields.py     metadata fields in a document's text (front matter, `Key: value` lines, table rows, a
                  `## Status` section), and rewriting one value in place
    template.py   the new record's body: the family's template with its date, status, number and title filled,
                  else the family's shape, else the type's built-in form
    relations.py  a relation written into a document in the family's place and words (status line, field,
                  a line in the Status section), and whether it is said already
    write.py      the shared ground (the workspace, a document named by path or number, what is writable) and
                  `link`: both sides of a relation
    new.py        `new`: the next free number (or, a draft, none), the name, the text
    citations.py  where a text cites a record (links, URLs, ids, code comments), rewritten for its new name
    citing.py     which files cite a record, resolved as `check` resolves them
    tree.py       the repository as files: git's top, a dirty work tree, the files to read for citations
    renumber.py   a record under another number: the plan (names, title, fields, citations, registers), the
                  diff, and the writes
    accept.py     `accept`: a draft (`new --draft`) numbered, named and titled as its family's records, accepted
    corrections.py  fixes of one document's own text: a title's number, an ambiguous date
    registers.py  the registers that list what a writer changes, written again with it
    fixes.py      `check --fix`: the fixers the rules declare
"""
