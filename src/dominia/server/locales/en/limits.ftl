# What one client may take of the server (server/guards.py, server/connections.py)
web-error-too-deep = a message may nest brackets at most { $limit } deep
web-error-sockets-address = too many open connections from this address (at most { $n }); close a tab and try again
web-error-sockets-game = too many open connections to this game (at most { $n }); try again later
web-error-busy = the server is busy; try again in a moment
web-error-no-token = no seat link was given: send its token first
