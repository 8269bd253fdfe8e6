# `dominia serve`'s flags for running it behind a proxy and for its logs.
# project's own (the whole file)

help-serve-forwarded-allow-ips = The proxies (addresses, comma-separated; * for any) whose X-Forwarded-For header gives a client's own address, which the rate limits count. Unset: nobody's (every client is the address it connects from).
help-serve-log-format = The logs: text (lines for a person) or json (one object a line).
help-envvar = [environment: { $name }]
