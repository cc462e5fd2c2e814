"""Notation grammars (pyparsing): text → domain objects, with errors that point at the column.

One module per notation; each builds its grammar once at import and can be tested without
the engines that consume its objects.
"""
