"""`python -m dominia` runs the `dominia` command."""

from dominia.cli.main import main

if __name__ == "__main__":
    main()
