import sys

from chalk.cli import main

sys.exit(main())
