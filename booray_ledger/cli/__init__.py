"""The `booray` command line: typer sub-apps that parse, call one service, and render."""
