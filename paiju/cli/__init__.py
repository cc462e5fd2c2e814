"""The ``paiju`` command line: one group per game, loaded only when used.

What lives here: click commands that read their arguments, hand the text to
:mod:`paiju.grammar` and the objects it reads to :mod:`paiju.engine`, and render what comes
back.  No rule is decided and no notation is read here.  The shared plumbing:
:mod:`~paiju.cli.options` (``--format``, ``--jobs``, ``--explain``),
:mod:`~paiju.cli.reading` (arguments, stdin and batch files), :mod:`~paiju.cli.rendering`
(JSON, tables, error lines) and :mod:`~paiju.cli.jobs` (answering a stream of queries, the
worker pool, exit codes), :mod:`~paiju.cli.startup` (importing without the collector walking
what the imports make: start-up of one-shot queries).  One package or module per game:
``gouji/``, ``mcr/``, ``fuzhou/``, ``sanchazi/``; :mod:`~paiju.cli.rules` (``--rule`` and the rules listing of every
game with a rule book).

Who may import it: nothing inside paiju but ``paiju.__main__``; the console script
``paiju`` and the tests of the command line (``tests/test_cli_*``).
"""

from __future__ import annotations

import importlib
import os
import sys

from paiju.cli.startup import importing

with importing():  # start-up: no collection while click is imported (paiju.cli.startup)
    from typing import Any

    import click

    from paiju import __version__
    from paiju.cli.formatting import Context
    from paiju.cli.output import OutputClosed, OutputFailed, discard, install
    from paiju.errors import PaijuError

GAMES: dict[str, str] = {
    "gouji": "paiju.cli.gouji:gouji",
    "mcr": "paiju.cli.mcr:mcr",
    "fuzhou": "paiju.cli.fuzhou:fuzhou",
    "sanchazi": "paiju.cli.sanchazi:sanchazi",
}
"""Game groups in the order they matter to users: name → "module:attribute" (the group's
docstring gives its one-line help)."""


class Command(click.Command):
    """A paiju command: its help is wrapped by display width (:mod:`.formatting`)."""

    context_class = Context


class LazyGroup(click.Group):
    """A group whose subcommands are imported on first use, so that a query imports only
    the module of its own command (``--help`` imports them all, to list them).

    ``lazy`` maps a command name to "module:attribute", or to a bare "module" whose import
    adds the command to this group (its commands are decorated with ``@group.command``).
    Given no command at all, a group prints its help (on stdout: it was asked for)."""

    context_class = Context
    command_class = Command

    def __init__(self, *args: Any, lazy: dict[str, str] | None = None, **kwargs: Any):
        super().__init__(*args, **kwargs)
        self.lazy = lazy or {}

    def list_commands(self, ctx: click.Context) -> list[str]:
        loaded = [name for name in super().list_commands(ctx) if name not in self.lazy]
        return [*self.lazy, *loaded]

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The commands, one line each, their help shortened by display width."""
        from paiju.cli.formatting import shorten

        commands = [(name, command) for name in self.list_commands(ctx)
                    if (command := self.get_command(ctx, name)) is not None
                    and not command.hidden]
        if not commands:
            return
        room = formatter.width - 6 - max(len(name) for name, _ in commands)
        with formatter.section("Commands"):
            formatter.write_dl([(name, shorten(command.get_short_help_str(200), room))
                                for name, command in commands])

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name in self.lazy and name not in self.commands:
            module_name, _, attribute = self.lazy[name].partition(":")
            with importing():  # start-up: the command's modules, no collection meanwhile
                module = importlib.import_module(module_name)  # a bare one registers itself
            if attribute:
                self.add_command(getattr(module, attribute), name)
        return super().get_command(ctx, name)


class Games(LazyGroup):
    """The top-level group: its help gives each game a section listing that game's commands."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except BrokenPipeError:  # before click's own handling, which would exit 1
            raise OutputClosed() from None

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        from paiju.cli.formatting import shorten

        for name in self.list_commands(ctx):
            group = self.get_command(ctx, name)
            if group is None or group.hidden:
                continue
            title = f"{name} — {group.get_short_help_str(200).rstrip('.')}"
            with formatter.section(shorten(title, formatter.width - formatter.current_indent - 1)):
                if isinstance(group, click.Group):
                    rows = [
                        (f"{name} {sub}", cmd.get_short_help_str(200))
                        for sub in group.list_commands(ctx)
                        if (cmd := group.get_command(ctx, sub)) is not None and not cmd.hidden
                    ]
                    formatter.write_dl(rows)

    def main(self, *args: Any, **kwargs: Any) -> Any:
        """Run a command and exit with its code; every failure is one stderr line, never a
        traceback.  The only ``sys.exit`` of paiju.  The answer is written out whole before
        the exit code says it was (paiju.cli.output): a closed output exits 141, a write
        error (a full disk) 2 with one line naming it."""
        kwargs["standalone_mode"] = False
        install()
        try:
            code = self._answered(*args, **kwargs)
            if sys.stdout is not None:  # at exit a lost byte could only be ignored
                sys.stdout.flush()
        except (OutputClosed, BrokenPipeError):  # the reader went away: end quietly
            from paiju.cli.jobs import EXIT_CLOSED

            discard()
            code = EXIT_CLOSED
        except OutputFailed as failed:  # the answer is lost: say so
            from paiju.cli.jobs import EXIT_BAD_INPUT

            discard()
            click.echo(f"paiju: error: {failed}", err=True)
            code = EXIT_BAD_INPUT
        sys.exit(code)

    def _answered(self, *args: Any, **kwargs: Any) -> int:
        """The exit code of the command run, its failures reported."""
        try:
            code = super().main(*args, **kwargs)
        except click.exceptions.Exit as done:
            code = done.exit_code
        except click.exceptions.NoArgsIsHelpError as asked:  # 'paiju', 'paiju gouji'
            click.echo(asked.ctx.get_help(), color=asked.ctx.color)
            code = 0
        except click.ClickException as error:
            context = getattr(error, "ctx", None)
            where = context.command_path if context is not None else "paiju"
            hint = f" (see '{where} --help')" if isinstance(error, click.UsageError) else ""
            from paiju.cli.rendering import shortened

            click.echo(f"{where}: error: {shortened(error.format_message())}{hint}", err=True)
            code = error.exit_code
        except PaijuError as error:  # bad input to a one-query command
            from paiju.cli.jobs import EXIT_BAD_INPUT
            from paiju.cli.rendering import error_line, use_color

            click.echo(error_line(error), err=True, color=use_color())
            code = EXIT_BAD_INPUT
        except click.Abort:
            click.echo("paiju: aborted", err=True)
            code = 130
        except KeyboardInterrupt:
            code = 130
        except (OutputClosed, OutputFailed, BrokenPipeError):  # main's to report
            raise
        except Exception as error:  # a bug: still one line, unless debugging
            if os.environ.get("PAIJU_DEBUG"):
                raise
            click.echo(f"paiju: internal error ({type(error).__name__}: {error}); "
                       "set PAIJU_DEBUG=1 for a traceback", err=True)
            code = 3
        return code if isinstance(code, int) else 0


@click.group(
    cls=Games,
    lazy=GAMES,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
)
@click.version_option(__version__, "-V", "--version", prog_name="paiju")
def main() -> None:
    """paiju (牌局): exact, explained answers to rules questions of Chinese table games.

    Every command takes --format table|json|jsonl.  A command that takes input reads one
    query per line from stdin when given '-' (or nothing, with stdin piped), or from a file
    with --batch FILE where it has one; its help says what a line holds.  Exit codes: 0
    answered / yes, 1 a yes/no question answered no, 2 bad input or usage (or input that
    cannot be read, output that cannot be written: a full disk), 141 the output was closed
    before every answer was written (a closed pipe, a closed stdout).  Characters the
    output's encoding cannot write are written as JSON escapes (\\u2192).

    \b
    Example: paiju gouji beats "3大花+2x10" "2小花+3x9"
    """
