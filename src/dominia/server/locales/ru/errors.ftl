# The web app's refusals of a request no route takes.
# project's own

web-error-method = этот адрес не принимает запросы { $method }
