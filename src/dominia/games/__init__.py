"""The built-in games. Each registers itself through a "dominia.games" entry point
(pyproject.toml) naming its `spec.register`."""
