# What one client may take of the server (server/guards.py, server/connections.py)
web-error-too-deep = вложенность скобок в сообщении не может быть глубже { $limit }
web-error-sockets-address = слишком много открытых соединений с этого адреса (не больше { $n }); закройте вкладку и попробуйте снова
web-error-sockets-game = слишком много открытых соединений с этой игрой (не больше { $n }); попробуйте позже
web-error-busy = сервер занят; попробуйте чуть позже
web-error-no-token = не передана ссылка на место: сначала отправьте её ключ
