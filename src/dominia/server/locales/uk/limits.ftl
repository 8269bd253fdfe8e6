# What one client may take of the server (server/guards.py, server/connections.py)
web-error-too-deep = вкладеність дужок у повідомленні не може бути глибшою за { $limit }
web-error-sockets-address = забагато відкритих з’єднань з цієї адреси (не більше { $n }); закрийте вкладку й спробуйте знову
web-error-sockets-game = забагато відкритих з’єднань із цією грою (не більше { $n }); спробуйте пізніше
web-error-busy = сервер зайнятий; спробуйте трохи згодом
web-error-no-token = не передано посилання на місце: спершу надішліть його ключ
