# The web app's refusals of a request no route takes.

web-error-method = this address does not take { $method } requests
