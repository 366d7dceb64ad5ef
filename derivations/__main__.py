import sys

from derivations.cli import main

sys.exit(main())
