"""Entry point of the packaged app (PyInstaller needs a script, not `-m`)."""

import sys

from desktop.__main__ import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
