"""`python -m booray_ledger` runs the `booray` command."""

from booray_ledger.cli.main import run

if __name__ == "__main__":
    run()
