"""Standard output written whole, or the exit code says it was not (docs/input.md, "Output").

Python's own standard output loses bytes at the edges: on a non-blocking descriptor (a parent
that set ``O_NONBLOCK``) a write that would block raises with part of the buffer written and
the rest dropped; a closed descriptor (``>&-``) makes ``sys.stdout`` None, so that click
writes nothing and the run claims success; a full disk or any other write error surfaces as
an internal error, or only when the interpreter flushes at exit.  :func:`install` puts a
standard output over :class:`Descriptor` in its place, which waits until the descriptor is
writable and goes on (nothing dropped, nothing garbled), reports a reader gone as
:class:`OutputClosed` (exit 141) and any other failure as :class:`OutputFailed` (exit 2,
one line naming it).  Neither is an :class:`OSError`, which click would turn into exit 1.

The encoding stays the one Python chose, except that characters it cannot write are written
as JSON escapes (``\\u2192``; astral characters as their surrogate pair), so that JSON stays
the same JSON and a table stays readable; ASCII alone (the C locale, a misconfiguration as
Python's UTF-8 mode and click read it) is written as UTF-8.
"""

from __future__ import annotations

import codecs
import errno
import io
import os
import select
import sys

ESCAPING = "paiju-json-escape"
"""The encoding error handler of standard output: ``\\uXXXX`` for what cannot be written."""


class OutputClosed(Exception):
    """The reader of stdout went away (``… | head -1``), or stdout was closed before paiju
    started (``>&-``): nothing more can be said."""


class OutputFailed(Exception):
    """Standard output could not be written (a full disk, an I/O error): the answer is lost,
    so the run says so."""


def _json_escape(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    escaped = []
    for char in error.object[error.start:error.end]:
        code = ord(char)
        if code > 0xFFFF:  # JSON writes an astral character as its surrogate pair
            code -= 0x10000
            escaped.append(f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}")
        else:
            escaped.append(f"\\u{code:04x}")
    return "".join(escaped), error.end


codecs.register_error(ESCAPING, _json_escape)


class Descriptor(io.RawIOBase):
    """A file descriptor written as if it were blocking (the caller's buffer goes on where
    a write stopped); None stands for a descriptor that was closed before paiju started."""

    def __init__(self, fd: int | None):
        super().__init__()
        self._fd = fd
        self._discarding = False

    def writable(self) -> bool:
        return True

    def fileno(self) -> int:
        if self._fd is None:
            raise OSError(errno.EBADF, "standard output is closed")
        return self._fd

    def isatty(self) -> bool:
        return self._fd is not None and os.isatty(self._fd)

    def write(self, data: bytes | bytearray | memoryview) -> int:  # type: ignore[override]
        if self._discarding:
            return len(data)
        if self._fd is None:
            raise OutputClosed()
        while True:
            try:
                return os.write(self._fd, data)
            except BlockingIOError:  # a non-blocking descriptor, full: wait, then go on
                select.select([], [self._fd], [])
            except BrokenPipeError:
                raise OutputClosed() from None
            except OSError as error:
                raise OutputFailed(f"cannot write the answers to standard output: "
                                   f"{error.strerror or error}") from None

    def discard(self) -> None:
        """Take whatever is still written and drop it: the run is ending without its
        output, and flushing at exit must not fail again."""
        self._discarding = True


def install() -> None:
    """Put a standard output over :class:`Descriptor` in place of Python's own, keeping its
    encoding (ASCII aside), buffering and line buffering.  A standard output that is not the
    process's own (the tests' captured output) is left as it is."""
    out = sys.stdout
    if out is not None and out is not sys.__stdout__:
        return
    try:
        fd: int | None = None if out is None else out.fileno()
    except (OSError, ValueError, AttributeError):
        return
    encoding = getattr(out, "encoding", None) or "utf-8"
    if codecs.lookup(encoding).name == "ascii":
        encoding = "utf-8"
    errors = getattr(out, "errors", None) or "strict"
    sys.stdout = io.TextIOWrapper(
        io.BufferedWriter(Descriptor(fd)), encoding,
        ESCAPING if errors == "strict" else errors, newline="\n",
        line_buffering=bool(getattr(out, "line_buffering", False)),
        write_through=bool(getattr(out, "write_through", False)))


def discard() -> None:
    """Drop what standard output still holds (the reader is gone, or writing failed)."""
    raw = getattr(getattr(sys.stdout, "buffer", None), "raw", None)
    if isinstance(raw, Descriptor):
        raw.discard()
        return
    try:  # Python's own standard output: point it at /dev/null
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # not a real file (tests): nothing to flush
        pass
