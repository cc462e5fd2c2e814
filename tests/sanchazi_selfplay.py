"""The Sanchazi self-play generator now lives in the package (the trainer draws positions
from it too): :mod:`paiju.api.sanchazi.selfplay`; the tests and benchmarks import it from
here."""

from paiju.api.sanchazi.selfplay import *  # noqa: F401,F403
from paiju.api.sanchazi.selfplay import __all__  # noqa: F401
