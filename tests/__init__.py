"""The test suite.

It caches compiled modules even where ``PYTHONDONTWRITEBYTECODE`` is set (as on the development
machine): otherwise every test worker compiles the program and rewrites every test module's
assertions from source on every run (about 1.7 s of CPU per worker). The caches are the usual
gitignored ``__pycache__`` folders. This runs first: pytest imports this package before any
conftest or test module.
"""

import sys

sys.dont_write_bytecode = False
