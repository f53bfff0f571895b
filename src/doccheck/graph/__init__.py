"""Stage 7, graph: documents into a temporal graph and back. May import the stages below it (root to
`output`).

The graph layer: an embedded or remote FalkorDB behind Graphiti, for syncing documents into a graph.

Nothing here is imported by the checking path: the submodules import graphiti-core and the FalkorDB client,
which come with the optional ``graph`` extra and take most of a second to import.
"""
