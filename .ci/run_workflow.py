"""Run the ``run:`` steps of a GitHub Actions job here, in order, each with ``bash -e`` in the
working folder, as the runner would (the ``uses:`` steps are the runner's own: checkout and
setup-python). CI runs the job ``chalk init`` writes this way, so it must pass as written.

    python .ci/run_workflow.py .github/workflows/chalk.yml
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import yaml


def main(workflow: str) -> int:
    jobs = yaml.safe_load(Path(workflow).read_text(encoding="utf-8"))["jobs"]
    for name, job in jobs.items():
        for step in job["steps"]:
            if "run" not in step:
                print(f"{name}: skipped (the runner's): {step.get('uses', step.get('name', ''))}", flush=True)
                continue
            print(f"{name}: {step.get('name') or step['run'].strip()}", flush=True)
            done = subprocess.run(["bash", "-e", "-c", step["run"]], check=False)
            if done.returncode != 0:
                print(f"{name}: step failed with exit status {done.returncode}", file=sys.stderr)
                return done.returncode
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
