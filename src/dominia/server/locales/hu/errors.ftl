# The web app's refusals of a request no route takes.
# project's own

web-error-method = ez a cím nem fogad { $method }-kéréseket
